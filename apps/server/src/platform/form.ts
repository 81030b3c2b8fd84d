/**
 * Form-encoded bodies and query strings. Nested names (`values[a][0]=…`) go through `qs`; most
 * calls carry a few flat fields (`typeId=…`), which are split here instead: the same object `qs`
 * would give, at a fraction of its cost on the hot path (a rush's grab, every GET's query).
 */
import qs from 'qs';

export const QS = { depth: 5, arrayLimit: 200, parameterLimit: 2000, allowPrototypes: false } as const;

const has = Object.prototype.hasOwnProperty;
/** Anything `qs` treats specially in a flat string: percent-escapes and brackets. */
const SPECIAL = /[%[\]]/;
const spaced = (s: string) => (s.includes('+') ? s.replace(/\+/g, ' ') : s);

/**
 * The fields of a flat string without escapes, or undefined when `qs` must decide (escapes,
 * brackets, a repeated name, a name `qs` guards against such as `constructor`, past the limit).
 */
function flat(s: string): Record<string, string> | undefined {
  if (SPECIAL.test(s)) return undefined;
  const out: Record<string, string> = {};
  let start = 0;
  let fields = 0;
  // The next '=' at or after `start`, kept across fields so that the whole string is read once.
  let eq = -1;
  while (start <= s.length) {
    let end = s.indexOf('&', start);
    if (end === -1) end = s.length;
    if (++fields > QS.parameterLimit) return undefined;
    if (eq < start) eq = s.indexOf('=', start);
    if (eq === -1) eq = Infinity;
    const split = eq < end;
    const key = spaced(s.slice(start, split ? eq : end));
    if (key !== '') {
      if (has.call(out, key) || has.call(Object.prototype, key)) return undefined;
      out[key] = split ? spaced(s.slice(eq + 1, end)) : '';
    }
    start = end + 1;
  }
  return out;
}

/** A form body or query string as `qs` parses it (with the server's limits). */
export function parseForm(s: string): Record<string, unknown> {
  return flat(s) ?? (qs.parse(s, QS) as Record<string, unknown>);
}
