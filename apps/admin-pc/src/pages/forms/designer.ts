/**
 * The designer's pure edits of a schema: a new field from the palette (with defaults that pass
 * checkSchema and an id unique across fields, columns and groups), reordering, property patches,
 * and the live check of one formula. No React here, so the unit tests cover it directly.
 */
import { ExprError, parseExpr, type ColumnField, type FieldKind, type FormField, type FormGroup, type FormSchema, type LocalText } from '@campus/api/forms';

/** The palette, in the order it is shown. */
export const PALETTE: readonly FieldKind[] = [
  'text', 'textarea', 'number', 'date', 'time', 'datetime', 'choice', 'multiChoice', 'cascader', 'region',
  'person', 'department', 'upload', 'signature', 'location', 'description', 'computed', 'table',
];

/** Every id in use: fields, table columns and groups share one name space (formulas name them bare). */
export function idsOf(schema: FormSchema): Set<string> {
  const ids = new Set<string>();
  for (const f of schema.fields) {
    ids.add(f.id);
    if (f.kind === 'table') for (const c of f.columns) ids.add(c.id);
  }
  for (const g of schema.groups) ids.add(g.id);
  for (const r of schema.rules) ids.add(r.id);
  for (const r of schema.linkage) ids.add(r.id);
  return ids;
}

/** `prefix1`, `prefix2`, ... the first not taken. */
export function uniqueId(prefix: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) if (!taken.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

/** A field of `kind` with the settings its kind needs to be valid (options, a formula, a column). */
export function newField(kind: FieldKind, taken: ReadonlySet<string>, label: LocalText): FormField {
  const id = uniqueId(kind === 'multiChoice' ? 'multi' : kind, taken);
  const base = { id, label };
  switch (kind) {
    case 'choice':
    case 'multiChoice':
      return { ...base, kind, options: [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }] } as FormField;
    case 'cascader':
      return { ...base, kind, options: [{ value: 'a', label: 'A', children: [{ value: 'a1', label: 'A1' }] }] };
    case 'region':
      return { ...base, kind, levels: 3 };
    case 'upload':
      return { ...base, kind, maxFiles: 1 };
    case 'description':
      return { ...base, kind, content: '' };
    case 'computed':
      return { ...base, kind, expr: '0' };
    case 'table': {
      const col = uniqueId('col', new Set([...taken, id]));
      return { ...base, kind, columns: [{ id: col, kind: 'text', label: 'A' }], minRows: 0, maxRows: 100, totals: [], rowRules: [], rowLinkage: [], pageSize: 10 };
    }
    default:
      return { ...base, kind } as FormField;
  }
}

/** A column for a child table: any kind but a table. */
export function newColumn(kind: Exclude<FieldKind, 'table'>, taken: ReadonlySet<string>, label: LocalText): ColumnField {
  return newField(kind, taken, label) as ColumnField;
}

/** The list with the item at `from` moved to `to` (indices of the original list). */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const out = [...list];
  out.splice(to, 0, ...out.splice(from, 1));
  return out;
}

/**
 * A field with some properties changed; `undefined` removes a property (an emptied input means
 * "not set", which the schema reads differently from an empty value).
 */
export function patch<F extends FormField | ColumnField>(field: F, changes: Record<string, unknown>): F {
  const out: Record<string, unknown> = { ...field };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined || v === '' || v === null) delete out[k];
    else out[k] = v;
  }
  if (out.label === undefined) out.label = '';
  return out as F;
}

/** Replaces the field `id` (a top-level field or a column of a table) through `fn`. */
export function updateField(schema: FormSchema, id: string, fn: (f: FormField | ColumnField) => FormField | ColumnField): FormSchema {
  return {
    ...schema,
    fields: schema.fields.map((f) => {
      if (f.id === id) return fn(f) as FormField;
      if (f.kind === 'table' && f.columns.some((c) => c.id === id)) return { ...f, columns: f.columns.map((c) => (c.id === id ? (fn(c) as ColumnField) : c)) };
      return f;
    }),
  };
}

/** Renames a field's id, keeping the references the designer cannot easily fix by hand: groups, totals. */
export function renameField(schema: FormSchema, from: string, to: string): FormSchema {
  const next = updateField(schema, from, (f) => ({ ...f, id: to }));
  return { ...next, fields: next.fields.map((f) => (f.kind === 'table' ? { ...f, totals: f.totals.map((x) => (x === from ? to : x)) } : f)) };
}

export function removeField(schema: FormSchema, id: string): FormSchema {
  return {
    ...schema,
    fields: schema.fields
      .filter((f) => f.id !== id)
      .map((f) => (f.kind === 'table' && f.columns.length > 1 ? { ...f, columns: f.columns.filter((c) => c.id !== id), totals: f.totals.filter((x) => x !== id) } : f)),
  };
}

export function newGroup(taken: ReadonlySet<string>, title: LocalText): FormGroup {
  return { id: uniqueId('g', taken), title, columns: 2 };
}

/** The field, or column, named `id`. */
export function findField(schema: FormSchema, id: string | null): FormField | ColumnField | undefined {
  if (id === null) return undefined;
  for (const f of schema.fields) {
    if (f.id === id) return f;
    if (f.kind === 'table') {
      const c = f.columns.find((x) => x.id === id);
      if (c) return c;
    }
  }
  return undefined;
}

/** The live check of one formula as typed: null when it parses, else the character where it fails (the position checkSchema reports). */
export function formulaProblem(text: string): { pos: number } | null {
  if (text.trim() === '') return null;
  try {
    parseExpr(text);
    return null;
  } catch (e) {
    return { pos: e instanceof ExprError ? e.pos : 0 };
  }
}

/** The field a problem path like `fields[2].expr` or `fields[4].columns[0].label` points at. */
export function fieldAtPath(schema: FormSchema, path: string): string | null {
  const m = /^(?:schema\.)?fields\[(\d+)\](?:\.columns\[(\d+)\])?/.exec(path);
  if (!m) return null;
  const f = schema.fields[Number(m[1])];
  if (!f) return null;
  if (m[2] !== undefined && f.kind === 'table') return f.columns[Number(m[2])]?.id ?? f.id;
  return f.id;
}

/** Designer text edited in the console's language: a plain text stays plain in Chinese, other languages add a translation. */
export function setText(old: LocalText | undefined, lang: 'zh' | 'en' | 'tw', value: string): LocalText {
  if (lang === 'zh') return old === undefined || typeof old === 'string' ? value : { ...old, zh: value };
  const base = old === undefined ? { zh: '' } : typeof old === 'string' ? { zh: old } : old;
  return { ...base, [lang]: value };
}

/** Options as lines `value=label` (the designer's quick editor) and back. */
export function optionsText(options: readonly { value: string; label: LocalText }[], lang: 'zh' | 'en' | 'tw'): string {
  return options.map((o) => `${o.value}=${typeof o.label === 'string' ? o.label : (lang === 'zh' ? o.label.zh : o.label[lang]) || o.label.zh}`).join('\n');
}
export function parseOptions(text: string): { value: string; label: string }[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const i = l.indexOf('=');
      return i < 0 ? { value: l, label: l } : { value: l.slice(0, i).trim(), label: l.slice(i + 1).trim() || l.slice(0, i).trim() };
    })
    .filter((o) => o.value !== '');
}
