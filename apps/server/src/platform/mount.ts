/**
 * Registers a module's routes from its contract: schema validation (zod), the permission the
 * contract declares, and the `{ e, m, d }` envelope. Handlers stay a few lines each.
 */
import { type Endpoint, type OutputOf, type ParsedInputOf, badInput } from '@campus/api';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Ctx } from './context.js';
import { bindEndpoint } from './bind.js';
import { sendError } from './errors.js';

const isAdministration = (ep: Endpoint) =>
  ep.access.kind === 'super' || (ep.access.kind === 'module' && ep.access.module === 'system');

export type Handler<T extends Endpoint> = (input: ParsedInputOf<T>, ctx: Ctx) => Promise<OutputOf<T>> | OutputOf<T>;
export type Handlers<C extends Record<string, Endpoint>> = { [K in keyof C]: Handler<C[K]> };

export const envelopeOf = (d: z.ZodType) => z.object({ e: z.literal(0), m: z.string(), d });
export const errorEnvelope = z.object({ e: z.number().int(), m: z.string(), d: z.unknown() });

export function mount<C extends Record<string, Endpoint>>(app: FastifyInstance, endpoints: C, handlers: Handlers<C>): void {
  const keys = Object.keys(endpoints) as (keyof C & string)[];
  for (const key of keys.filter((k) => !endpoints[k]!.multipart)) route(app, endpoints[key]!, handlers[key] as Handler<Endpoint>);
  const uploads = keys.filter((k) => endpoints[k]!.multipart);
  if (uploads.length === 0) return;
  // The multipart parser only around the endpoints that take files. The plugin adds a hook after
  // every answer in its scope (it deletes the temporary files of a disk mode the portal does not
  // use); every other answer skips it.
  void app.register(async (scope) => {
    const env = app.platform.env;
    await scope.register(multipart, {
      limits: { fileSize: env.UPLOAD_LIMIT_BYTES, files: 10, fields: 50, parts: 60, fieldSize: 64 * 1024 },
    });
    for (const key of uploads) route(scope, endpoints[key]!, handlers[key] as Handler<Endpoint>);
  });
}

function route(app: FastifyInstance, ep: Endpoint, handler: Handler<Endpoint>): void {
  const tag = ep.name.split('.')[0] ?? 'api';
  const paths = [ep.path, ...(ep.aliases ?? [])];
  const bind = bindEndpoint(app.platform, ep);
  const inQuery = ep.method === 'GET' || ep.urlInput === true;
  const fromUrl = ep.urlInput ? urlInput(ep) : undefined;
  paths.forEach((url, i) => {
    app.route({
      method: ep.method,
      url,
      schema: {
        operationId: i === 0 ? ep.name : `${ep.name}#${i}`,
        summary: ep.summary,
        tags: [tag],
        hide: i > 0,
        ...(ep.multipart ? {} : inQuery ? { querystring: ep.input } : { body: ep.input }),
        ...(ep.raw ? {} : { response: { 200: envelopeOf(ep.output), default: errorEnvelope } }),
      },
      // The input of a POST that takes it in the URL is validated in the handler (urlInput).
      ...(fromUrl ? { validatorCompiler: () => (data: unknown) => ({ value: data }) } : {}),
      // Who may call is checked as the request arrives (bind.ts), before its body is read: a
      // caller without the right learns nothing about an endpoint's schema.
      onRequest: bind,
      handler: async (req, reply) => {
        const ctx = req.ctx;
        try {
          const input = ep.multipart ? {} : fromUrl ? fromUrl(req) : ep.method === 'GET' ? req.query : req.body;
          // No database takes NUL in text (PostgreSQL refuses it outright): refuse it here.
          const bad = findNul(input, inQuery ? 'query' : 'body');
          if (bad) throw badInput(bad, 'contains a NUL character');
          const d = await handler(input as never, ctx);
          // Administration may have changed accounts, roles or sites: drop cached sessions and maps.
          if (req.method === 'POST' && isAdministration(ep)) await ctx.platform.auth.invalidateAll();
          if (ep.raw) return reply;
          return { e: 0, m: 'ok', d: d ?? null };
        } catch (err) {
          // A refusal is answered here, not by Fastify's error path (a rejected promise, its
          // error hooks): most answers of a rush are refusals.
          if (reply.sent) throw err;
          return sendError(err, req, reply);
        }
      },
    });
  });
}

/**
 * The input of a POST that takes it in the URL (`urlInput`): the query string, validated by the
 * endpoint's schema as Fastify validates a body. A page loaded before the endpoint moved its input
 * to the URL sends a form or JSON body: its fields count as the URL's.
 */
function urlInput(ep: Endpoint): (req: FastifyRequest) => unknown {
  const validate = validatorCompiler({ schema: ep.input, method: ep.method, url: ep.path, httpPart: 'querystring' });
  return (req) => {
    const body = req.body;
    const fields = body !== null && typeof body === 'object' ? { ...(req.query as object), ...body } : req.query;
    const r = validate(fields) as { value?: unknown; error?: unknown[] };
    if (r.error) throw Object.assign(new Error('invalid input'), { statusCode: 400, validation: r.error, validationContext: 'querystring' });
    return r.value;
  };
}

/** The path of the first string (or key) holding a NUL character, if any. */
function findNul(v: unknown, path: string, depth = 0): string | undefined {
  if (typeof v === 'string') return v.includes('\u0000') ? path : undefined;
  if (v === null || typeof v !== 'object') return undefined;
  if (depth > 8 || v === null || typeof v !== 'object' || Buffer.isBuffer(v)) return undefined;
  for (const [k, x] of Object.entries(v)) {
    const p = path === 'body' || path === 'query' ? k : `${path}.${k}`;
    if (k.includes('\u0000')) return p;
    const found = findNul(x, p, depth + 1);
    if (found) return found;
  }
  return undefined;
}
