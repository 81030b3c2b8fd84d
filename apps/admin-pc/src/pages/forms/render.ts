/**
 * Pure helpers of the antd renderer: how wide a field sits in its group's grid, the engine's
 * errors keyed by path and worded, a description's HTML as plain text, picked things' names.
 */
import { errorText, type FormError, type FormSchema } from '@campus/api/forms';
import { t, type Lang } from '@campus/i18n';

/** antd's 24-column span of a field spanning `span` of a group's `columns` (the phone: full width). */
export function colSpan(span: number | undefined, columns: number, narrow: boolean): number {
  if (narrow) return 24;
  const cols = Math.min(Math.max(columns, 1), 4);
  return Math.round((24 / cols) * Math.min(span ?? 1, cols));
}

/** Errors by path (`reason`, `items[2].amount`), the first per path, worded in the reader's language. */
export function errorsByPath(schema: FormSchema, errors: readonly FormError[], lang: Lang): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) out[e.path] ??= errorText(schema, e, (k, p, l) => t(k as Parameters<typeof t>[0], p, l), lang);
  return out;
}

/**
 * A description's text without its markup: the console shows it as plain text rather than
 * inject designer HTML into the page (no sanitiser ships with the console).
 */
export function plainOf(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();
}

/** The names of picked people, departments or files (`{ id, name }` or a list of them), comma separated. */
export function refNames(v: unknown): string {
  const list = Array.isArray(v) ? v : v && typeof v === 'object' ? [v] : [];
  return list
    .map((x) => (x && typeof x === 'object' && typeof (x as { name?: unknown }).name === 'string' ? (x as { name: string }).name : ''))
    .filter(Boolean)
    .join(', ');
}
