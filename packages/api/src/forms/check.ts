/**
 * The checks a schema passes before it is published, beyond its shape: ids unique, every
 * formula parses and names real fields, column references only in their row or an aggregate,
 * linkage targets exist, and no cycle through computed fields and linkage (`a` computed from `b`
 * computed from `a`; a rule that sets `x` from a condition on `x`...). Each problem names where
 * it is (`fields[3].expr`, `linkage[0].actions[1].target`) with an i18n key under `forms.schema`.
 */
import { AGGREGATES, ExprError, parse, refsOf, type Expr } from './expr.js';
import { formSchema, type ColumnField, type FormField, type FormSchema, type LinkageRule, type ValidationRule } from './schema.js';

export type SchemaProblemKey =
  | 'invalid' | 'duplicateId' | 'unknownGroup' | 'syntax' | 'unknownRef' | 'columnOutsideRow' | 'aggregateArg'
  | 'computedCycle' | 'linkageCycle' | 'unknownTarget' | 'setComputed' | 'duplicateOption' | 'range' | 'pattern'
  | 'badTotal' | 'unknownEndpoint' | 'unknownField';

export interface SchemaProblem {
  path: string;
  key: `forms.schema.${SchemaProblemKey}`;
  params: Record<string, string | number>;
}

export interface CheckOptions {
  /** Contract names a data source may call (GET endpoints open to any logged-in user); unchecked when absent. */
  endpoints?: ReadonlySet<string>;
}

type Field = FormField | ColumnField;
const problem = (path: string, key: SchemaProblemKey, params: SchemaProblem['params'] = {}): SchemaProblem => ({ path, key: `forms.schema.${key}`, params });

/** Parses a JSON value as a schema and checks it; answers the schema or every problem found. */
export function parseSchema(json: unknown, opts: CheckOptions = {}): { ok: true; schema: FormSchema } | { ok: false; problems: SchemaProblem[] } {
  const r = formSchema.safeParse(json);
  if (!r.success) {
    return { ok: false, problems: r.error.issues.slice(0, 50).map((i) => problem(i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('').replace(/^\./, '') || 'schema', 'invalid', { message: i.message })) };
  }
  const problems = checkSchema(r.data, opts);
  return problems.length ? { ok: false, problems } : { ok: true, schema: r.data };
}

/** Edges `from → to`: `to`'s value or visibility depends on `from`. Answers a cycle as ids, if any. */
function findCycle(edges: Map<string, Set<string>>): string[] | undefined {
  const state = new Map<string, 1 | 2>();
  const stack: string[] = [];
  const visit = (n: string): string[] | undefined => {
    state.set(n, 1);
    stack.push(n);
    for (const m of edges.get(n) ?? []) {
      if (state.get(m) === 1) return [...stack.slice(stack.indexOf(m)), m];
      if (!state.get(m)) {
        const c = visit(m);
        if (c) return c;
      }
    }
    stack.pop();
    state.set(n, 2);
    return undefined;
  };
  for (const n of edges.keys()) {
    if (state.get(n)) continue;
    const c = visit(n);
    if (c) return c;
  }
  return undefined;
}

export function checkSchema(schema: FormSchema, opts: CheckOptions = {}): SchemaProblem[] {
  const out: SchemaProblem[] = [];
  const top = new Map<string, FormField>();
  const columns = new Map<string, { table: string; col: ColumnField }>();
  const groups = new Set(schema.groups.map((g) => g.id));
  const seen = new Set<string>();
  const claim = (id: string, path: string) => {
    if (seen.has(id)) out.push(problem(path, 'duplicateId', { id }));
    seen.add(id);
  };
  schema.groups.forEach((g, i) => claim(g.id, `groups[${i}].id`));
  schema.fields.forEach((f, i) => {
    claim(f.id, `fields[${i}].id`);
    top.set(f.id, f);
    if (f.group && !groups.has(f.group)) out.push(problem(`fields[${i}].group`, 'unknownGroup', { id: f.group }));
    if (f.kind === 'table') {
      f.columns.forEach((c, j) => {
        claim(c.id, `fields[${i}].columns[${j}].id`);
        columns.set(c.id, { table: f.id, col: c });
      });
    }
  });

  /** Deps of the value-or-visibility graph (for cycles). */
  const edges = new Map<string, Set<string>>();
  const edge = (from: string, to: string) => {
    let s = edges.get(from);
    if (!s) edges.set(from, (s = new Set()));
    s.add(to);
  };

  /** Parses a formula and checks its references; `row` is the table whose columns it may name bare. */
  const formula = (src: string, path: string, row?: string): Expr | undefined => {
    let e: Expr;
    try {
      e = parse(src);
    } catch (err) {
      if (err instanceof ExprError) out.push(problem(path, 'syntax', { pos: err.pos, reason: err.key, detail: err.detail }));
      return undefined;
    }
    for (const r of refsOf(e)) {
      const col = columns.get(r.id);
      if (r.col !== undefined) {
        const t = top.get(r.id);
        if (!t || t.kind !== 'table' || !t.columns.some((c) => c.id === r.col)) out.push(problem(path, 'unknownRef', { ref: `${r.id}.${r.col}` }));
        else if (!r.inAggregate) out.push(problem(path, 'aggregateArg', { ref: `${r.id}.${r.col}` }));
      } else if (col) {
        if (col.table !== row) out.push(problem(path, 'columnOutsideRow', { ref: r.id, table: col.table }));
      } else if (!top.has(r.id)) out.push(problem(path, 'unknownRef', { ref: r.id }));
    }
    checkAggregates(e, path);
    return e;
  };
  const checkAggregates = (e: Expr, path: string) => {
    if (e.k === 'call') {
      if ((AGGREGATES as readonly string[]).includes(e.fn) && (e.args[0]?.k !== 'ref' || e.args[0].col === undefined)) out.push(problem(path, 'aggregateArg', { fn: e.fn }));
      e.args.forEach((a) => checkAggregates(a, path));
    } else if (e.k === 'bin') {
      checkAggregates(e.a, path);
      checkAggregates(e.b, path);
    } else if (e.k === 'not' || e.k === 'neg') checkAggregates(e.a, path);
    else if (e.k === 'list') e.items.forEach((x) => checkAggregates(x, path));
  };
  /** Each node a formula reads, as graph nodes: `t.c` is the table `t`. */
  const readsOf = (e: Expr | undefined) => (e ? refsOf(e).map((r) => r.id) : []);

  const checkField = (f: Field, path: string, row?: string) => {
    if (f.kind === 'computed') for (const dep of readsOf(formula(f.expr, `${path}.expr`, row))) edge(dep, f.id);
    if ((f.kind === 'number' || f.kind === 'date' || f.kind === 'time' || f.kind === 'datetime') && f.min !== undefined && f.max !== undefined && f.min > f.max) out.push(problem(path, 'range', { id: f.id }));
    if ((f.kind === 'text' || f.kind === 'textarea') && f.minLength !== undefined && f.maxLength !== undefined && f.minLength > f.maxLength) out.push(problem(path, 'range', { id: f.id }));
    if ((f.kind === 'text' || f.kind === 'textarea') && f.pattern) {
      // A nested quantifier (`(a+)+`) can take exponential time on a crafted text: refused, as the server runs it.
      let ok = !/\([^)]*[*+}][^)]*\)[*+{]/.test(f.pattern.regex);
      try {
        new RegExp(f.pattern.regex, 'u');
      } catch {
        ok = false;
      }
      if (!ok) out.push(problem(`${path}.pattern`, 'pattern', { id: f.id }));
    }
    if (f.kind === 'choice' || f.kind === 'multiChoice') {
      const vals = f.options.map((o) => o.value);
      if (new Set(vals).size !== vals.length) out.push(problem(`${path}.options`, 'duplicateOption', { id: f.id }));
    }
    if (f.kind === 'multiChoice' && f.minItems !== undefined && f.maxItems !== undefined && f.minItems > f.maxItems) out.push(problem(path, 'range', { id: f.id }));
  };

  const checkLinkage = (rules: LinkageRule[], base: string, targets: Map<string, Field> | undefined, row?: string) => {
    rules.forEach((r, i) => {
      const when = readsOf(formula(r.when, `${base}[${i}].when`, row));
      r.actions.forEach((a, j) => {
        const p = `${base}[${i}].actions[${j}]`;
        const isGroup = !row && groups.has(a.target);
        const target = targets?.get(a.target);
        if (!target && !(isGroup && a.do !== 'set')) {
          out.push(problem(`${p}.target`, 'unknownTarget', { id: a.target }));
          return;
        }
        if (a.do === 'set' && target?.kind === 'computed') out.push(problem(`${p}.target`, 'setComputed', { id: a.target }));
        const value = a.do === 'set' && a.value !== undefined ? readsOf(formula(a.value, `${p}.value`, row)) : [];
        // require and disable change neither a value nor what a formula reads: no cycle through them.
        if (a.do === 'require' || a.do === 'disable') return;
        const affected = isGroup ? [a.target, ...schema.fields.filter((f) => f.group === a.target).map((f) => f.id)] : [a.target];
        for (const dep of [...when, ...value]) for (const t of affected) edge(dep, t);
      });
    });
  };
  const checkRules = (rules: ValidationRule[], base: string, targets: Map<string, Field>, row?: string) => {
    rules.forEach((r, i) => {
      if (r.when) formula(r.when, `${base}[${i}].when`, row);
      formula(r.assert, `${base}[${i}].assert`, row);
      if (!targets.has(r.field)) out.push(problem(`${base}[${i}].field`, 'unknownField', { id: r.field }));
    });
  };

  schema.fields.forEach((f, i) => {
    checkField(f, `fields[${i}]`);
    if (f.kind !== 'table') return;
    const cols = new Map<string, Field>(f.columns.map((c) => [c.id, c]));
    f.columns.forEach((c, j) => {
      checkField(c, `fields[${i}].columns[${j}]`, f.id);
      // A row's computed column feeds the table's aggregates.
      edge(c.id, f.id);
    });
    f.totals.forEach((c, j) => {
      const col = cols.get(c);
      if (!col || (col.kind !== 'number' && col.kind !== 'computed')) out.push(problem(`fields[${i}].totals[${j}]`, 'badTotal', { id: c }));
    });
    if (f.minRows > f.maxRows) out.push(problem(`fields[${i}]`, 'range', { id: f.id }));
    checkLinkage(f.rowLinkage, `fields[${i}].rowLinkage`, cols, f.id);
    checkRules(f.rowRules, `fields[${i}].rowRules`, cols, f.id);
  });
  checkLinkage(schema.linkage, 'linkage', top as Map<string, Field>);
  checkRules(schema.rules, 'rules', top as Map<string, Field>);

  schema.dataSources.forEach((s, i) => {
    const p = `dataSources[${i}]`;
    claim(s.id, `${p}.id`);
    if (s.from.kind === 'api') {
      if (opts.endpoints && !opts.endpoints.has(s.from.endpoint)) out.push(problem(`${p}.from.endpoint`, 'unknownEndpoint', { name: s.from.endpoint }));
      for (const [k, v] of Object.entries(s.from.params)) formula(v, `${p}.from.params.${k}`);
    }
    s.rerunOn.forEach((id, j) => top.has(id) || out.push(problem(`${p}.rerunOn[${j}]`, 'unknownField', { id })));
    s.apply.forEach((a, j) => top.has(a.target) || out.push(problem(`${p}.apply[${j}].target`, 'unknownTarget', { id: a.target })));
  });

  // Which cycle it is: through computed fields only, or through linkage too.
  const computedOnly = new Map<string, Set<string>>();
  for (const [from, tos] of edges) {
    for (const to of tos) {
      const f = top.get(to) ?? columns.get(to)?.col;
      if (f?.kind === 'computed' || f?.kind === 'table') {
        let s = computedOnly.get(from);
        if (!s) computedOnly.set(from, (s = new Set()));
        s.add(to);
      }
    }
  }
  const cc = findCycle(computedOnly);
  if (cc) out.push(problem('fields', 'computedCycle', { cycle: cc.join(' → ') }));
  else {
    const lc = findCycle(edges);
    if (lc) out.push(problem('linkage', 'linkageCycle', { cycle: lc.join(' → ') }));
  }
  return out;
}
