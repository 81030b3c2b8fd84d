/**
 * Query strings and form bodies in the shape the server's `qs` parser reads back: arrays of
 * plain values as repeated keys (`a=1&a=2`), nested objects as brackets (`a[b]=1`), arrays of
 * objects with indices (`a[0][b]=1`, the only way `qs` keeps their items apart).
 * `undefined` is left out and `null` is sent empty, as `qs.stringify` does; an empty array
 * sends nothing (use a JSON body when "no items" must reach the server).
 */
export type Encodable = unknown;

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto: unknown = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

function scalar(v: unknown): string {
  if (v === null) return '';
  if (v instanceof Date) return String(Math.floor(v.getTime() / 1000)); // the spec's times are seconds
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Every (key, value) pair of `input`, flattened. */
export function flatten(input: unknown): [string, string][] {
  const out: [string, string][] = [];
  const walk = (key: string, v: unknown): void => {
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') return;
    if (Array.isArray(v)) {
      const nested = v.some((item) => Array.isArray(item) || isPlainObject(item));
      v.forEach((item, i) => walk(nested ? `${key}[${i}]` : key, item));
      return;
    }
    if (isPlainObject(v)) {
      for (const [k, item] of Object.entries(v)) walk(`${key}[${k}]`, item);
      return;
    }
    out.push([key, scalar(v)]);
  };
  if (isPlainObject(input)) {
    for (const [k, v] of Object.entries(input)) walk(k, v);
  }
  return out;
}

/** `a=1&a=2&b[c]=3`, percent-encoded (brackets included, as URLSearchParams does). */
export function encodeParams(input: unknown): string {
  return new URLSearchParams(flatten(input)).toString();
}

/** Appends `query` to `url`, before its fragment, with `?` or `&` as needed. */
export function appendQuery(url: string, query: string): string {
  if (!query) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const sep = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${sep}${query}${hash}`;
}

/** Sets one query parameter of `url` (replacing any previous value), keeping relative URLs relative. */
export function setQueryParam(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const qAt = beforeHash.indexOf('?');
  const path = qAt === -1 ? beforeHash : beforeHash.slice(0, qAt);
  const params = new URLSearchParams(qAt === -1 ? '' : beforeHash.slice(qAt + 1));
  params.set(name, value);
  return `${path}?${params.toString()}${hash}`;
}

/** A multipart body: files as files, everything else as its form encoding. */
export function toFormData(input: unknown): FormData {
  if (input instanceof FormData) return input;
  const fd = new FormData();
  if (!isPlainObject(input)) return fd;
  const rest: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    const files = Array.isArray(v) && v.length > 0 && v.every((x) => x instanceof Blob) ? (v as Blob[]) : null;
    if (v instanceof Blob) fd.append(k, v);
    else if (files) files.forEach((f) => fd.append(k, f));
    else rest[k] = v;
  }
  for (const [k, v] of flatten(rest)) fd.append(k, v);
  return fd;
}
