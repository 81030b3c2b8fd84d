/**
 * Answers are written from the contract's output schema by fast-json-stringify, compiled once
 * per route from the zod schema's JSON Schema: only declared fields leave the server (a row's
 * password hash can never slip into an answer), and writing costs a fraction of a zod parse
 * followed by JSON.stringify (the logged-in hot path spends most of its own time there).
 * A schema JSON Schema cannot express falls back to zod: parse (strip), then stringify.
 *
 * A long-lived answer marked with `reuseJson` (a cached permission map) is written once and its
 * text reused for as long as the object lives: getAllAuth, asked on every app start and page,
 * then costs a string copy instead of walking the map.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

const reusable = new WeakSet<object>();
const written = new WeakMap<object, string>();

/** Marks an object that is never changed again, so its JSON may be kept. Returns it. */
export function reuseJson<T extends object>(value: T): T {
  reusable.add(value);
  return value;
}

/**
 * fast-json-stringify's compile time grows steeply with alternatives (anyOf): a form's schema
 * (~120 of them, forms.open) took 6–9 s on its first answer, and the process answered nothing
 * else meanwhile. Past this many, the answer is written by zod instead (a few ms for a form).
 */
export const MAX_ALTERNATIVES = 24;

const zodWriter = (schema: z.ZodType): Serializer => (data) => JSON.stringify(schema.parse(data));

function compile(schema: z.ZodType): Serializer {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    const alternatives = JSON.stringify(json).match(/"(anyOf|oneOf)"/g)?.length ?? 0;
    if (alternatives > MAX_ALTERNATIVES) return zodWriter(schema);
    return fastJson(json as Parameters<typeof fastJson>[0]) as Serializer;
  } catch {
    return zodWriter(schema);
  }
}

/**
 * Compiled at a route's first answer, not when the route is registered: a server has some
 * thousand response schemas (each route's answer and its refusal), most of which a process never
 * writes, and compiling them all took a second of every start (and of every test app) and ~20 MB.
 */
function lazy(schema: z.ZodType): Serializer {
  let write: Serializer | undefined;
  return (data) => (write ??= compile(schema))(data);
}

export function compileSerializer(schema: z.ZodType): Serializer {
  const whole = lazy(schema);
  const dSchema = schema instanceof z.ZodObject ? (schema.shape as { d?: z.ZodType }).d : undefined;
  if (!dSchema) return whole;
  let dOnly: Serializer | undefined;
  return (data) => {
    const d = (data as { d?: unknown }).d;
    if (typeof d !== 'object' || d === null || !reusable.has(d)) return whole(data);
    let text = written.get(d);
    if (text === undefined) {
      dOnly ??= compile(dSchema);
      written.set(d, (text = dOnly(d)));
    }
    const env = data as { e: number; m: string };
    return `{"e":${JSON.stringify(env.e)},"m":${JSON.stringify(env.m)},"d":${text}}`;
  };
}

/** Fastify's serializer compiler for contract (zod) response schemas. */
export const serializerCompiler = ({ schema }: { schema: unknown }): Serializer =>
  compileSerializer(schema as z.ZodType);
