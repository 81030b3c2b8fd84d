/**
 * Answers are written from the contract's output schema by fast-json-stringify, compiled once
 * per route from the zod schema's JSON Schema: only declared fields leave the server (a row's
 * password hash can never slip into an answer), and writing costs a fraction of a zod parse
 * followed by JSON.stringify (the logged-in hot path spends most of its own time there).
 * A schema JSON Schema cannot express falls back to zod: parse (strip), then stringify.
 */
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

export function compileSerializer(schema: z.ZodType): Serializer {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(json as Parameters<typeof fastJson>[0]) as Serializer;
  } catch {
    return (data) => JSON.stringify(schema.parse(data));
  }
}

/** Fastify's serializer compiler for contract (zod) response schemas. */
export const serializerCompiler = ({ schema }: { schema: unknown }): Serializer => compileSerializer(schema as z.ZodType);
