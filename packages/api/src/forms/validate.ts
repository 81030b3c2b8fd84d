/**
 * The check every submission passes, on the phone, in the console and on the server alike:
 * values are normalised to one stored shape (so either renderer produces the same record),
 * linkage is applied, and each visible field is checked. Hidden fields are never required and
 * their values are dropped; computed fields are recomputed, never taken from the input.
 *
 * Errors name the field path (`items[3].amount`, rows counted from 0) and carry an i18n key
 * (`forms.error.*`) with its params, so each app words them in zh, en or tw.
 */
import { run, truthy, type Scope, type Value } from './expr.js';
import { evaluate, type EvalOptions, type FieldState } from './evaluate.js';
import { ADDRESS_MAX, hasPosition, type Place } from './place.js';
import { planOf, type Level } from './plan.js';
import type { CascaderOption, ColumnField, FormField, FormSchema, FormValues } from './schema.js';

export type FormErrorKey =
  | 'required' | 'type' | 'minLength' | 'maxLength' | 'pattern' | 'phone' | 'email' | 'idcard' | 'min' | 'max'
  | 'precision' | 'option' | 'minItems' | 'maxItems' | 'minRows' | 'maxRows' | 'fileType' | 'rule'
  /** A location field that demands a position (`requirePosition`) holds an address alone. */
  | 'position'
  /** Server only: a file that is not an upload of the caller's (or of the values being changed). */
  | 'file';

export interface FormError {
  /** `reason`, `items[3].amount`. */
  path: string;
  /** An i18n key, `forms.error.<FormErrorKey>`. */
  key: `forms.error.${FormErrorKey}`;
  params: Record<string, string | number>;
}

export interface ValidationResult {
  ok: boolean;
  errors: FormError[];
  /** What is stored: visible fields only, normalised, computed fields recomputed. */
  values: FormValues;
}

type Field = FormField | ColumnField;
type Row = Record<string, unknown>;
const TEXT_CAP = { text: 500, textarea: 5000 } as const;
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const isObj = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);
const TYPE = Symbol('type error');
/** A key of the input itself, never one inherited (`constructor` is a valid field id). */
const own = (o: Row, k: string): unknown => (Object.hasOwn(o, k) ? o[k] : undefined);
type Norm = unknown | typeof TYPE;

function validDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}
const validTime = (s: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);
const str = (v: unknown, max = 100): string | typeof TYPE => (typeof v === 'string' && v.length <= max ? v : typeof v === 'number' ? String(v) : TYPE);

/** A picked person, department or file: `{ id, name }`. */
function ref(v: unknown): { id: string; name: string } | typeof TYPE {
  if (!isObj(v) || typeof v.id !== 'string' || v.id.length === 0 || v.id.length > 64) return TYPE;
  const name = typeof v.name === 'string' ? v.name.slice(0, 200) : '';
  return { id: v.id, name };
}
const refs = (v: unknown): { id: string; name: string }[] | typeof TYPE => {
  const list = Array.isArray(v) ? v : [v];
  const out = list.map(ref);
  return out.some((x) => x === TYPE) ? TYPE : (out as { id: string; name: string }[]);
};

const DECIMAL = /^\s*-?(\d+\.?\d*|\.\d+)\s*$/;
/** A number, or a number as text (form-encoded bodies send text); NaN for anything else. */
const decimal = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && DECIMAL.test(v) ? Number(v) : NaN);

/**
 * `{ address, lat?, lng? }`: an address, coordinates, or both. Coordinates come as a pair in
 * range or not at all; an address alone is a place (a desktop has no position to give).
 */
function place(v: unknown): Place | undefined | typeof TYPE {
  if (!isObj(v)) return TYPE;
  const [text, rawLat, rawLng] = [own(v, 'address'), own(v, 'lat'), own(v, 'lng')];
  if (!isEmpty(text) && typeof text !== 'string') return TYPE;
  const address = typeof text === 'string' ? text.trim().slice(0, ADDRESS_MAX) : '';
  if (isEmpty(rawLat) && isEmpty(rawLng)) return address ? { address } : undefined;
  const lat = decimal(rawLat);
  const lng = decimal(rawLng);
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) return TYPE;
  return { lat, lng, address };
}

/** The stored shape of a raw value, or TYPE when it cannot be one. Empty stays undefined. */
function normalise(f: Field, v: unknown): Norm {
  if (isEmpty(v)) return undefined;
  switch (f.kind) {
    case 'text':
    case 'textarea': {
      const s = str(v, 100000);
      return s === TYPE ? TYPE : s.trim() === '' ? undefined : s.trim();
    }
    case 'number': {
      const n = decimal(v);
      return Number.isFinite(n) ? n : TYPE;
    }
    case 'date':
      return typeof v === 'string' && validDate(v) ? v : TYPE;
    case 'time':
      return typeof v === 'string' && validTime(v) ? v : TYPE;
    case 'datetime': {
      if (typeof v !== 'string') return TYPE;
      const s = v.replace('T', ' ').slice(0, 16);
      return validDate(s.slice(0, 10)) && s[10] === ' ' && validTime(s.slice(11)) ? s : TYPE;
    }
    case 'choice':
      return str(v);
    case 'multiChoice':
    case 'cascader':
    case 'region': {
      const list = (Array.isArray(v) ? v : [v]).map((x) => str(x));
      if (list.some((x) => x === TYPE || x === '')) return TYPE;
      return list;
    }
    case 'person':
    case 'department':
    case 'upload':
      return refs(v);
    case 'signature':
      return ref(v);
    case 'location':
      return place(v);
    case 'description':
    case 'computed':
      return undefined;
  }
}

const PHONE = /^(?:(?:\+?86)?1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(?:-\d{1,6})?)$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{1,63}$/;
function validIdCard(s: string): boolean {
  if (!/^\d{17}[\dXx]$/.test(s)) return false;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = w.reduce((a, x, i) => a + x * Number(s[i]), 0);
  return '10X98765432'[sum % 11] === s[17]!.toUpperCase();
}
function inTree(opts: CascaderOption[], path: string[]): boolean {
  let level: CascaderOption[] | undefined = opts;
  for (const p of path) {
    const o: CascaderOption | undefined = level?.find((x) => x.value === p);
    if (!o) return false;
    level = o.children;
  }
  return true;
}

/** The first problem of a normalised, non-empty value of `f`. */
function check(f: Field, v: unknown, level: Level, sourced: boolean): [FormError['key'], FormError['params']] | undefined {
  switch (f.kind) {
    case 'text':
    case 'textarea': {
      const s = v as string;
      const len = [...s].length;
      const max = f.maxLength ?? TEXT_CAP[f.kind];
      if (f.minLength !== undefined && len < f.minLength) return ['forms.error.minLength', { min: f.minLength }];
      if (len > max) return ['forms.error.maxLength', { max }];
      if (f.format === 'phone' && !PHONE.test(s)) return ['forms.error.phone', {}];
      if (f.format === 'email' && !EMAIL.test(s)) return ['forms.error.email', {}];
      if (f.format === 'idcard' && !validIdCard(s)) return ['forms.error.idcard', {}];
      const re = level.patterns.get(f.id);
      if (re && !re.test(s)) return ['forms.error.pattern', {}];
      return undefined;
    }
    case 'number': {
      const n = v as number;
      if (f.min !== undefined && n < f.min) return ['forms.error.min', { min: f.min }];
      if (f.max !== undefined && n > f.max) return ['forms.error.max', { max: f.max }];
      const p = f.precision ?? 6;
      if (Math.abs(Math.round(n * 10 ** p) / 10 ** p - n) > 1e-9) return ['forms.error.precision', { precision: p }];
      return undefined;
    }
    case 'date':
    case 'time':
    case 'datetime': {
      const s = v as string;
      if (f.min !== undefined && s < f.min) return ['forms.error.min', { min: f.min }];
      if (f.max !== undefined && s > f.max) return ['forms.error.max', { max: f.max }];
      return undefined;
    }
    case 'choice':
      return !sourced && !f.options.some((o) => o.value === v) ? ['forms.error.option', {}] : undefined;
    case 'multiChoice': {
      const list = v as string[];
      if (!sourced && list.some((x) => !f.options.some((o) => o.value === x))) return ['forms.error.option', {}];
      if (new Set(list).size !== list.length) return ['forms.error.option', {}];
      if (f.minItems !== undefined && list.length < f.minItems) return ['forms.error.minItems', { min: f.minItems }];
      if (f.maxItems !== undefined && list.length > f.maxItems) return ['forms.error.maxItems', { max: f.maxItems }];
      return undefined;
    }
    case 'cascader':
      return sourced || inTree(f.options, v as string[]) ? undefined : ['forms.error.option', {}];
    case 'region': {
      const list = v as string[];
      return list.length !== f.levels || list.some((x) => x.length > 40) ? ['forms.error.type', {}] : undefined;
    }
    case 'person':
    case 'department': {
      const max = f.multiple ? (f.maxItems ?? 200) : 1;
      return (v as unknown[]).length > max ? ['forms.error.maxItems', { max }] : undefined;
    }
    case 'upload': {
      const files = v as { name: string }[];
      if (files.length > f.maxFiles) return ['forms.error.maxItems', { max: f.maxFiles }];
      const accept = f.accept;
      if (accept?.length && files.some((x) => !accept.includes(x.name.split('.').pop()?.toLowerCase() ?? ''))) return ['forms.error.fileType', { types: accept.join(', ') }];
      return undefined;
    }
    case 'location':
      return f.requirePosition && !hasPosition(v as Place) ? ['forms.error.position', {}] : undefined;
    default:
      return undefined;
  }
}

/**
 * Normalises the values of one level in place (the form's, or a row's), checking each visible
 * field; answers the cleaned values. `prefix` makes paths (`items[2].`).
 */
function checkLevel(level: Level, raw: Row, state: FieldState, prefix: string, sourced: ReadonlySet<string>, errors: FormError[], nested: (f: Extract<FormField, { kind: 'table' }>, v: unknown) => unknown): Row {
  const out: Row = {};
  for (const [id, f] of level.fields) {
    if (state.hidden.has(id) || f.kind === 'description') continue;
    const path = prefix + id;
    if (f.kind === 'table') {
      const rows = nested(f, raw[id]);
      if (rows !== undefined) out[id] = rows;
      continue;
    }
    if (f.kind === 'computed') {
      if (!isEmpty(raw[id])) out[id] = raw[id];
      continue;
    }
    const v = raw[id];
    if (v === TYPE) {
      errors.push({ path, key: 'forms.error.type', params: { kind: f.kind } });
      continue;
    }
    if (isEmpty(v)) {
      if (state.required.has(id)) errors.push({ path, key: 'forms.error.required', params: {} });
      continue;
    }
    const bad = check(f, v, level, sourced.has(id));
    if (bad) errors.push({ path, key: bad[0], params: bad[1] });
    out[id] = v;
  }
  return out;
}

function runRules(level: Level, scope: Scope, state: FieldState, prefix: string, errors: FormError[]) {
  for (const r of level.rules) {
    const path = prefix + r.rule.field;
    if (state.hidden.has(r.rule.field) || errors.some((e) => e.path === path)) continue;
    if (r.when && !truthy(run(r.when, scope))) continue;
    if (!truthy(run(r.assert, scope))) errors.push({ path, key: 'forms.error.rule', params: { rule: r.rule.id } });
  }
}

/** Normalises raw input to stored shapes (TYPE marks what cannot be); tables row by row. */
function normaliseAll(schema: FormSchema, input: FormValues): Row {
  const plan = planOf(schema);
  const out: Row = {};
  for (const f of schema.fields) {
    const v = own(input, f.id);
    if (f.kind !== 'table') {
      out[f.id] = normalise(f, v);
      continue;
    }
    if (isEmpty(v)) out[f.id] = [];
    else if (!Array.isArray(v) || v.length > 500 || !v.every(isObj)) out[f.id] = TYPE;
    else {
      const cols = plan.tables.get(f.id)!.fields;
      out[f.id] = (v as Row[]).map((r) => Object.fromEntries([...cols.values()].map((c) => [c.id, normalise(c, own(r, c.id))])));
    }
  }
  return out;
}

/** Checks one submission against its form's schema (the same call on every client and the server). */
export function validateSubmission(schema: FormSchema, input: FormValues, opts: EvalOptions = {}): ValidationResult {
  const plan = planOf(schema);
  const norm = normaliseAll(schema, isObj(input) ? input : {});
  // Formulas must not see the TYPE marker: a value of the wrong type reads as empty.
  const forEval: Row = Object.fromEntries(Object.entries(norm).map(([k, v]) => [k, v === TYPE ? undefined : v]));
  for (const id of plan.tables.keys()) if (Array.isArray(norm[id])) forEval[id] = (norm[id] as Row[]).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === TYPE ? undefined : v])));
  const ev = evaluate(schema, forEval, opts);
  const errors: FormError[] = [];
  const today = opts.today ?? new Date().toISOString().slice(0, 10);
  const scope: Scope = { get: (id) => (ev.hidden.has(id) || !Object.hasOwn(ev.values, id) ? null : ((ev.values[id] ?? null) as Value)), rows: (id) => (ev.hidden.has(id) ? [] : ((ev.values[id] as Record<string, Value>[] | undefined) ?? [])), today };

  // Computed values come from the evaluation; typed input keeps its TYPE marker for the error.
  const merged: Row = { ...ev.values };
  for (const [k, v] of Object.entries(norm)) if (v === TYPE) merged[k] = TYPE;

  const values = checkLevel(plan, merged, ev, '', plan.sourcedOptions, errors, (f, v) => {
    if (v === TYPE) {
      errors.push({ path: f.id, key: 'forms.error.type', params: { kind: f.kind } });
      return undefined;
    }
    const t = plan.tables.get(f.id)!;
    const rawRows = (norm[f.id] as Row[]) ?? [];
    const rows = (ev.values[f.id] as Row[]).map((r, i) => ({ ...r, ...Object.fromEntries(Object.entries(rawRows[i] ?? {}).filter(([, x]) => x === TYPE)) }));
    const min = Math.max(f.minRows, ev.required.has(f.id) ? 1 : 0);
    if (rows.length < min) errors.push({ path: f.id, key: min === 1 && f.minRows <= 1 ? 'forms.error.required' : 'forms.error.minRows', params: min === 1 && f.minRows <= 1 ? {} : { min } });
    if (rows.length > f.maxRows) errors.push({ path: f.id, key: 'forms.error.maxRows', params: { max: f.maxRows } });
    return rows.map((row, i) => {
      const st = ev.rows[f.id]?.[i] ?? { hidden: new Set<string>(), required: new Set<string>(), disabled: new Set<string>() };
      const prefix = `${f.id}[${i}].`;
      const clean = checkLevel(t, row, st, prefix, plan.sourcedOptions, errors, () => undefined);
      const rowScope: Scope = { get: (id) => (t.fields.has(id) ? (st.hidden.has(id) || !Object.hasOwn(row, id) ? null : ((row[id] ?? null) as Value)) : scope.get(id)), rows: scope.rows, today };
      runRules(t, rowScope, st, prefix, errors);
      return clean;
    });
  });
  runRules(plan, scope, ev, '', errors);
  return { ok: errors.length === 0, errors, values };
}
