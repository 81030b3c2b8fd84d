/**
 * The JSON fields of a site profile (module variants, integrations) are edited as text; these
 * check them before they are sent, with a message a person can act on. Pure for unit tests.
 */
const MODULE_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

export type JsonCheck = { ok: true; value: Record<string, unknown> } | { ok: false; error: 'syntax' | 'notObject' | 'badKey' | 'notObjectValue'; detail?: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseObject(text: string): JsonCheck {
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: 'syntax', detail: err instanceof Error ? err.message : String(err) };
  }
  return isObject(value) ? { ok: true, value } : { ok: false, error: 'notObject' };
}

/** Variants: `{ <module key>: { ...settings } }`. */
export function parseVariants(text: string): JsonCheck {
  const r = parseObject(text);
  if (!r.ok) return r;
  for (const [k, v] of Object.entries(r.value)) {
    if (!MODULE_KEY.test(k)) return { ok: false, error: 'badKey', detail: k };
    if (!isObject(v)) return { ok: false, error: 'notObjectValue', detail: k };
  }
  return r;
}

export const pretty = (v: unknown): string => JSON.stringify(v ?? {}, null, 2);
