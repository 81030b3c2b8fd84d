/**
 * What a form looks like for given values: which fields are hidden, required or locked after
 * linkage, and the values of computed fields and of `set` actions. Linkage and computed fields
 * feed each other (a shown field changes a total that hides another), so the passes repeat until
 * nothing changes; a bounded number of passes keeps a schema with a cycle from looping (checkSchema
 * refuses such schemas on publish, `stable: false` says it happened).
 *
 * Hidden fields read as empty in every formula, so a hidden amount adds nothing to a total.
 */
import { run, truthy, type Scope, type Value } from './expr.js';
import { planOf, type Level, type Plan } from './plan.js';
import type { FormSchema, FormValues } from './schema.js';

export interface FieldState {
  hidden: ReadonlySet<string>;
  required: ReadonlySet<string>;
  /** Not editable: declared readonly, disabled by linkage, or a value a `set` action holds. */
  disabled: ReadonlySet<string>;
}

export interface Evaluation extends FieldState {
  /** The values with computed fields and `set` actions applied (hidden fields still present). */
  values: FormValues;
  /** Per child table, per row: the state of its columns. */
  rows: Record<string, FieldState[]>;
  /** Per child table: the totals of its `totals` columns. */
  totals: Record<string, Record<string, number>>;
  /** False when the passes ran out before values settled (a cycle the designer left). */
  stable: boolean;
}

export interface EvalOptions {
  /** The local date `today()` answers; defaults to the UTC date of the machine's clock. */
  today?: string;
}

type Row = Record<string, unknown>;
const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Structural equality of JSON values (what a pass compares to see whether anything moved). */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (empty(a) && empty(b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => same(x, (b as unknown[])[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => same((a as Row)[k], (b as Row)[k]));
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((x) => b.has(x));

const roundTo = (v: Value, precision: number | undefined): Value =>
  typeof v === 'number' && precision !== undefined ? Math.round(v * 10 ** precision) / 10 ** precision : v;

/**
 * One pass over a level (the form, or one row of a table): linkage decides the state from the
 * current values, then `set` actions and computed fields write values. Answers whether a value moved.
 */
function pass(level: Level, values: Row, state: { hidden: Set<string>; required: Set<string>; disabled: Set<string> }, scope: Scope, groupOf: (id: string) => string | undefined): boolean {
  const shown = new Set<string>();
  const hiddenBy = new Set<string>();
  const required = new Set<string>();
  const disabled = new Set<string>();
  const sets: { target: string; value: Value }[] = [];
  for (const r of level.linkage) {
    if (!truthy(run(r.when, scope))) continue;
    for (const a of r.actions) {
      for (const t of a.targets) {
        if (a.do === 'show') shown.add(t);
        else if (a.do === 'hide') hiddenBy.add(t);
        else if (a.do === 'require') required.add(t);
        else if (a.do === 'disable') disabled.add(t);
        else if (a.value) sets.push({ target: t, value: run(a.value, scope) });
      }
    }
  }
  const hidden = new Set<string>();
  const hides = (id: string, base: boolean | undefined) => ((base || level.showTargets.has(id)) && !shown.has(id)) || hiddenBy.has(id);
  const groups = new Set<string>();
  for (const [id, f] of level.fields) {
    const g = groupOf(id);
    if (g !== undefined && !groups.has(g)) {
      groups.add(g);
      if (hides(g, false)) hidden.add(g);
    }
    if (hides(id, f.hidden) || (g !== undefined && hidden.has(g))) hidden.add(id);
    if (f.required || required.has(id)) required.add(id);
    if (f.readonly) disabled.add(id);
  }
  let moved = !sameSet(hidden, state.hidden);
  state.hidden = hidden;
  state.required = required;
  state.disabled = disabled;
  for (const s of sets) {
    if (hidden.has(s.target) || !level.fields.has(s.target)) continue;
    disabled.add(s.target);
    if (!same(values[s.target], s.value)) {
      values[s.target] = s.value;
      moved = true;
    }
  }
  for (const c of level.computed) {
    const v = roundTo(run(c.expr, scope), c.precision);
    if (!same(values[c.id], v)) {
      values[c.id] = v;
      moved = true;
    }
  }
  return moved;
}

const newState = (hidden: Set<string> = new Set()) => ({ hidden, required: new Set<string>(), disabled: new Set<string>() });

/** The state of a form for `input` (left untouched). */
export function evaluate(schema: FormSchema, input: FormValues, opts: EvalOptions = {}): Evaluation {
  const plan: Plan = planOf(schema);
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const values: Row = { ...input };
  const rowsOf = (id: string): Row[] => (Array.isArray(values[id]) ? (values[id] as unknown[]).filter((r): r is Row => typeof r === 'object' && r !== null && !Array.isArray(r)) : []);
  for (const id of plan.tables.keys()) values[id] = rowsOf(id).map((r) => ({ ...r }));

  const top = newState(new Set([...plan.fields.values()].filter((f) => f.hidden || plan.showTargets.has(f.id)).map((f) => f.id)));
  const rowStates: Record<string, ReturnType<typeof newState>[]> = {};
  const groupOf = (id: string) => {
    const f = plan.fields.get(id);
    return f && 'group' in f ? f.group : undefined;
  };
  const visibleRows = (tableId: string): Record<string, Value>[] => {
    if (top.hidden.has(tableId)) return [];
    const states = rowStates[tableId] ?? [];
    return rowsOf(tableId).map((r, i) => {
      const h = states[i]?.hidden;
      if (!h || h.size === 0) return r as Record<string, Value>;
      return Object.fromEntries(Object.entries(r).filter(([k]) => !h.has(k))) as Record<string, Value>;
    });
  };
  const scope: Scope = {
    get: (id) => (top.hidden.has(id) || !Object.hasOwn(values, id) ? null : ((values[id] ?? null) as Value)),
    rows: visibleRows,
    today,
  };

  const limit = Math.min(50, 3 + plan.computed.length + plan.linkage.length + [...plan.tables.values()].reduce((n, t) => n + t.computed.length + t.linkage.length, 0));
  let stable = false;
  for (let n = 0; n < limit && !stable; n++) {
    let moved = false;
    for (const [tableId, t] of plan.tables) {
      const rows = rowsOf(tableId);
      const states = (rowStates[tableId] ??= []);
      states.length = rows.length;
      rows.forEach((row, i) => {
        const st = (states[i] ??= newState(new Set([...t.fields.values()].filter((f) => f.hidden || t.showTargets.has(f.id)).map((f) => f.id))));
        const rowScope: Scope = {
          get: (id) => (t.fields.has(id) ? (st.hidden.has(id) || !Object.hasOwn(row, id) ? null : ((row[id] ?? null) as Value)) : scope.get(id)),
          rows: visibleRows,
          today,
        };
        if (pass(t, row, st, rowScope, () => undefined)) moved = true;
      });
    }
    if (pass(plan, values, top, scope, groupOf)) moved = true;
    stable = !moved;
  }

  const totals: Record<string, Record<string, number>> = {};
  for (const [tableId, t] of plan.tables) {
    const rows = visibleRows(tableId);
    totals[tableId] = Object.fromEntries(
      t.field.totals.map((c) => [c, Math.round(rows.reduce((s, r) => s + (typeof r[c] === 'number' ? (r[c] as number) : Number(r[c]) || 0), 0) * 1e9) / 1e9]),
    );
  }
  return { values, hidden: top.hidden, required: top.required, disabled: top.disabled, rows: rowStates, totals, stable };
}

/** The values a new, empty form starts with: each field's default, tables with their minimum rows. */
export function initialValues(schema: FormSchema): FormValues {
  const out: FormValues = {};
  const defaults = (fields: { id: string; kind: string; default?: unknown }[]) => {
    const r: Row = {};
    for (const f of fields) if (f.default !== undefined) r[f.id] = f.default;
    return r;
  };
  for (const f of schema.fields) {
    if (f.kind === 'table') out[f.id] = Array.from({ length: f.minRows }, () => defaults(f.columns));
    else if ('default' in f && f.default !== undefined) out[f.id] = f.default;
  }
  return out;
}
