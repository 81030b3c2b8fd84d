/**
 * Conversions between what antd-mobile's controls hold (Date objects, picker columns, input
 * text) and the values the engine stores (`'YYYY-MM-DD'`, `'HH:mm'`, numbers, `{ id, name }`
 * lists). Pure, so both directions are tested without a browser; a control never writes its
 * own shape into the form's values.
 */
import { placeText } from '@campus/api/forms';

export type Ref = { id: string; name: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** `'2026-10-12'` → a local Date (midnight), null when empty or not a date. */
export function dateToPicker(v: unknown): Date | null {
  if (typeof v !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(v);
  if (!m) return null;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  return Number.isNaN(d.getTime()) ? null : d;
}
export const dateFromPicker = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const datetimeFromPicker = (d: Date): string => `${dateFromPicker(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** `'08:30'` → the hour and minute columns of a Picker. */
export function timeToPicker(v: unknown): string[] {
  return typeof v === 'string' && /^\d{2}:\d{2}$/.test(v) ? v.split(':') : [];
}
export const timeFromPicker = (cols: readonly (string | number | null)[]): string | undefined =>
  cols.length === 2 && cols[0] !== null && cols[1] !== null ? `${pad(Number(cols[0]))}:${pad(Number(cols[1]))}` : undefined;
/** The columns of the time picker: hours 00–23, minutes 00–59. */
export const timeColumns = (): { label: string; value: string }[][] => [
  Array.from({ length: 24 }, (_, i) => ({ label: pad(i), value: pad(i) })),
  Array.from({ length: 60 }, (_, i) => ({ label: pad(i), value: pad(i) })),
];

/**
 * What was typed into a number box: empty is no value, a number is a number; anything else is
 * kept as typed so validation reports it (`forms.error.type`) instead of silently losing it.
 */
export function numberFromInput(text: string): number | string | undefined {
  const s = text.trim();
  if (s === '') return undefined;
  const n = Number(s);
  return Number.isFinite(n) && /^[-+]?(\d+\.?\d*|\.\d+)$/.test(s) ? n : s;
}
export const numberToInput = (v: unknown): string => (typeof v === 'number' || typeof v === 'string' ? String(v) : '');

/** A single choice is stored as its value; the Picker holds a one-column list. */
export const choiceToPicker = (v: unknown): string[] => (typeof v === 'string' && v ? [v] : []);
export const choiceFromPicker = (cols: readonly (string | number | null)[]): string | undefined => (cols[0] == null ? undefined : String(cols[0]));

/** Lists of strings (multi-choice, cascader path, region names). */
export const listOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
export const listFromPicker = (cols: readonly (string | number | null)[]): string[] | undefined => {
  const out = cols.filter((c): c is string | number => c !== null && c !== '').map(String);
  return out.length ? out : undefined;
};

/** People, departments, files: a list of `{ id, name }` (one object accepted, as the engine does). */
export function refsOf(v: unknown): Ref[] {
  const list = Array.isArray(v) ? v : v ? [v] : [];
  return list.filter((x): x is Ref => typeof x === 'object' && x !== null && typeof (x as Ref).id === 'string');
}
/** Adds a pick: a single field replaces, a multiple one appends (no duplicates, at most `max`). */
export function addRef(list: readonly Ref[], r: Ref, multiple: boolean, max = 200): Ref[] {
  if (!multiple) return [r];
  if (list.some((x) => x.id === r.id)) return [...list];
  return [...list, r].slice(0, max);
}
export const removeRef = (list: readonly Ref[], id: string): Ref[] => list.filter((x) => x.id !== id);

/** Places: the engine's own helpers, so both renderers write and read one shape (`{ address, lat?, lng? }`). */
export { hasPosition, placeFromPosition, placeOf, placeText, placeWithAddress, type Place } from '@campus/api/forms';

/** Whether a file's name ends in one of the accepted extensions (none listed: any). */
export function accepted(name: string, accept: readonly string[] | undefined): boolean {
  if (!accept?.length) return true;
  const ext = name.toLowerCase().replace(/^.*\./, '');
  return accept.some((a) => a.toLowerCase().replace(/^\./, '') === ext);
}

/** How a stored value reads on the read-only detail and in the print (one line of text). */
export function displayText(v: unknown): string {
  if (v === undefined || v === null || v === '') return '';
  if (Array.isArray(v)) return v.map((x) => displayText(x)).filter(Boolean).join(v.every((x) => typeof x === 'string') ? ' / ' : '、');
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (typeof o.name === 'string') return o.name;
    return placeText(o);
  }
  return String(v);
}
