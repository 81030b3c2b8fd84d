/**
 * How an endpoint is declared. Each module's contract is an object of these; the server
 * registers routes from it, the apps call through it, and /api/openapi.json is made from it.
 */
import { z } from 'zod';

/** Who may call: anyone, any logged-in user, or holders of a module (and sub-permission). */
export type Access =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'module'; module: string; sub?: string }
  | { kind: 'super' };

export const access = {
  public: { kind: 'public' } as Access,
  user: { kind: 'user' } as Access,
  super: { kind: 'super' } as Access,
  module: (module: string, sub?: string): Access =>
    sub === undefined ? { kind: 'module', module } : { kind: 'module', module, sub },
};

export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  /** Unique name `module.action`, also the OpenAPI operationId. */
  name: string;
  method: 'GET' | 'POST';
  /** Full path under the server root, e.g. `/api/ticket/enroll`. */
  path: string;
  /** Extra paths answering the same endpoint (the spec's top-level names). */
  aliases?: string[];
  input: I;
  output: O;
  access: Access;
  summary: string;
  /** Body is multipart (uploads): the server reads files itself, `input` covers the fields. */
  multipart?: boolean;
  /** Answer is not an envelope (a redirect, a file, a feed). */
  raw?: boolean;
  /**
   * A POST whose input travels in the URL's query string, with no body: for the calls of a rush
   * (a grab, a seat hold), whose input is a few ids. Reading a request body costs the server more
   * than anything else such a call does (`npm run bench:rush`). Never for a secret: URLs are
   * logged. The server still takes the input as a form or JSON body (a page loaded before an
   * endpoint moved its input to the URL).
   */
  urlInput?: boolean;
  /** A GET that changes state (spec: logout is a GET): the CSRF rule applies to it too. */
  mutates?: boolean;
  /**
   * Visitors (accounts without a campus identity, `kind: 'visitor'`, signed in by SMS code) may
   * call this `user` endpoint. Without it, `access.user` means campus people only: a visitor is
   * refused (10003) everywhere except where a module opened the door on purpose.
   */
  visitors?: boolean;
}

export function endpoint<I extends z.ZodType, O extends z.ZodType>(e: Endpoint<I, O>): Endpoint<I, O> {
  return e;
}

export type InputOf<T> = T extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type ParsedInputOf<T> = T extends Endpoint<infer I, z.ZodType> ? z.output<I> : never;
export type OutputOf<T> = T extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;

/** Form-encoded bodies and query strings carry text: these accept both text and typed values. */
export const zf = {
  int: () => z.coerce.number().int(),
  num: () => z.coerce.number(),
  bool: () =>
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1'),
  /** An id as issued by the server (UUIDv7 text). */
  id: () => z.string().min(1).max(64),
  /** A list: accepts an array, or one value (a form field sent once). */
  list: <T extends z.ZodType>(item: T) =>
    z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(item)),
};

export const empty = z.object({}).strict().or(z.object({}).passthrough()).transform(() => ({}));
export const ok = z.null();

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Trimmed text of at most `max` characters without control characters (names, notes, keywords). */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !CONTROL.test(s), 'invalid character');
/** `plainText` that must not be empty. */
export const requiredText = (max: number) => plainText(max).pipe(z.string().min(1, 'required'));
/** Seconds since the epoch, up to 2100. */
export const seconds = () => zf.int().min(0).max(4102444800);
/** An object by its id. */
export const byId = z.object({ id: zf.id() });
/** A list's page request: `current` from 1, `pageSize` up to 100 (20 when not given). */
export const paging = {
  current: zf.int().min(1).max(100000).default(1),
  pageSize: zf.int().min(1).max(100).default(20),
};
/** `paging` for lists that pick from up to 200 rows a page (people, rooms, dishes). */
export const widePaging = { ...paging, pageSize: zf.int().min(1).max(200).default(20) };
/** A page of `item`s as the list endpoints answer it. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), current: z.number(), pageSize: z.number() });
