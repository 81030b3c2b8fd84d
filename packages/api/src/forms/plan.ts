/**
 * A schema compiled for evaluation: formulas parsed once, fields indexed, computed fields in
 * dependency order. Cached per schema object, so a renderer re-evaluating on every keystroke
 * and the server validating every submission of a version parse nothing twice.
 */
import { parse, refsOf, type Expr } from './expr.js';
import type { ColumnField, FormField, FormSchema, LinkageRule, TableField, ValidationRule } from './schema.js';

export interface CompiledLinkage {
  id: string;
  when: Expr;
  actions: { do: LinkageRule['actions'][number]['do']; targets: string[]; value?: Expr }[];
}
export interface CompiledRule {
  rule: ValidationRule;
  when?: Expr;
  assert: Expr;
}
export interface Computed {
  id: string;
  expr: Expr;
  precision?: number;
}
/** The parts shared by the form's top level and a table's rows. */
export interface Level {
  /** Fields (or columns) by id, in order. */
  fields: Map<string, FormField | ColumnField>;
  computed: Computed[];
  linkage: CompiledLinkage[];
  rules: CompiledRule[];
  /** Targets of a `show` action start hidden: shown only while a rule shows them. */
  showTargets: Set<string>;
  patterns: Map<string, RegExp>;
}
export interface CompiledTable extends Level {
  field: TableField;
}
export interface Plan extends Level {
  schema: FormSchema;
  /** Fields of each group (groups hide and show as one). */
  groupFields: Map<string, string[]>;
  tables: Map<string, CompiledTable>;
  /** Fields whose options a data source fills (their options cannot be checked against the schema). */
  sourcedOptions: Set<string>;
}

const cache = new WeakMap<FormSchema, Plan>();

/** Compiles (or answers the cached compilation of) a schema; throws ExprError on a bad formula. */
export function planOf(schema: FormSchema): Plan {
  let p = cache.get(schema);
  if (!p) {
    p = compile(schema);
    cache.set(schema, p);
  }
  return p;
}

function compileLinkage(rules: LinkageRule[], groupFields: Map<string, string[]>): CompiledLinkage[] {
  return rules.map((r) => ({
    id: r.id,
    when: parse(r.when),
    actions: r.actions.map((a) => ({
      do: a.do,
      // A group as a target stands for the group and each of its fields.
      targets: [a.target, ...(a.do === 'set' ? [] : (groupFields.get(a.target) ?? []))],
      ...(a.value !== undefined ? { value: parse(a.value) } : {}),
    })),
  }));
}

const compileRules = (rules: ValidationRule[]): CompiledRule[] =>
  rules.map((rule) => ({ rule, assert: parse(rule.assert), ...(rule.when ? { when: parse(rule.when) } : {}) }));

/** Computed fields ordered so each comes after the computed fields it reads (cycles keep input order). */
function ordered(list: Computed[]): Computed[] {
  const byId = new Map(list.map((c) => [c.id, c]));
  const out: Computed[] = [];
  const state = new Map<string, 1 | 2>();
  const visit = (c: Computed) => {
    if (state.get(c.id)) return;
    state.set(c.id, 1);
    for (const r of refsOf(c.expr)) {
      const dep = byId.get(r.id);
      if (dep && state.get(dep.id) !== 1) visit(dep);
    }
    state.set(c.id, 2);
    out.push(c);
  };
  list.forEach(visit);
  return out;
}

function patternsOf(fields: (FormField | ColumnField)[]): Map<string, RegExp> {
  const m = new Map<string, RegExp>();
  for (const f of fields) {
    if ((f.kind === 'text' || f.kind === 'textarea') && f.pattern) {
      try {
        m.set(f.id, new RegExp(`^(?:${f.pattern.regex})$`, 'u'));
      } catch {
        // checkSchema refuses such a schema on publish; an unchecked one simply skips the pattern.
      }
    }
  }
  return m;
}

function level(fields: (FormField | ColumnField)[], linkage: LinkageRule[], rules: ValidationRule[], groupFields: Map<string, string[]>): Level {
  const computed = fields.flatMap((f) => (f.kind === 'computed' ? [{ id: f.id, expr: parse(f.expr), ...(f.precision !== undefined ? { precision: f.precision } : {}) }] : []));
  const compiledLinkage = compileLinkage(linkage, groupFields);
  return {
    fields: new Map(fields.map((f) => [f.id, f])),
    computed: ordered(computed),
    linkage: compiledLinkage,
    rules: compileRules(rules),
    showTargets: new Set(compiledLinkage.flatMap((r) => r.actions.filter((a) => a.do === 'show').flatMap((a) => a.targets))),
    patterns: patternsOf(fields),
  };
}

function compile(schema: FormSchema): Plan {
  const groupFields = new Map<string, string[]>(schema.groups.map((g) => [g.id, []]));
  for (const f of schema.fields) if (f.group) groupFields.get(f.group)?.push(f.id);
  const tables = new Map<string, CompiledTable>();
  for (const f of schema.fields) {
    if (f.kind !== 'table') continue;
    tables.set(f.id, { ...level(f.columns, f.rowLinkage, f.rowRules, new Map()), field: f });
  }
  const sourcedOptions = new Set(schema.dataSources.flatMap((s) => s.apply.filter((a) => a.mode === 'options').map((a) => a.target)));
  return { ...level(schema.fields, schema.linkage, schema.rules, groupFields), schema, groupFields, tables, sourcedOptions };
}
