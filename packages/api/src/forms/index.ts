/**
 * The dynamic form engine, shared by the H5, the console and the server: the schema, the
 * expression language, evaluation (linkage, computed fields), submission validation and the
 * client-side form state. Pure TypeScript; see README.md.
 */
export * from './schema.js';
export { parse as parseExpr, run as runExpr, refsOf, ExprError, FUNCTIONS, AGGREGATES, type Expr, type Value, type Scope } from './expr.js';
export * from './check.js';
export * from './evaluate.js';
export * from './validate.js';
export * from './place.js';
export * from './store.js';
export * from './messages.js';
export * from './templates.js';
export * from './process.js';
export { regionTree, isRegion, type RegionNode } from './regions/index.js';
