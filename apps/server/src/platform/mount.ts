/**
 * Registers a module's routes from its contract: schema validation (zod), the permission the
 * contract declares, and the `{ e, m, d }` envelope. Handlers stay a few lines each.
 */
import type { Endpoint, OutputOf, ParsedInputOf } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Ctx } from './context.js';
import { enforce } from './permissions.js';

export type Handler<T extends Endpoint> = (input: ParsedInputOf<T>, ctx: Ctx) => Promise<OutputOf<T>> | OutputOf<T>;
export type Handlers<C extends Record<string, Endpoint>> = { [K in keyof C]: Handler<C[K]> };

export const envelopeOf = (d: z.ZodType) => z.object({ e: z.literal(0), m: z.string(), d });
export const errorEnvelope = z.object({ e: z.number().int(), m: z.string(), d: z.unknown() });

export function mount<C extends Record<string, Endpoint>>(app: FastifyInstance, endpoints: C, handlers: Handlers<C>): void {
  for (const key of Object.keys(endpoints) as (keyof C & string)[]) {
    const ep = endpoints[key]!;
    const handler = handlers[key] as Handler<Endpoint>;
    const tag = ep.name.split('.')[0] ?? 'api';
    const paths = [ep.path, ...(ep.aliases ?? [])];
    paths.forEach((url, i) => {
      app.route({
        method: ep.method,
        url,
        config: { endpoint: ep },
        schema: {
          operationId: i === 0 ? ep.name : `${ep.name}#${i}`,
          summary: ep.summary,
          tags: [tag],
          hide: i > 0,
          ...(ep.multipart ? {} : ep.method === 'GET' ? { querystring: ep.input } : { body: ep.input }),
          ...(ep.raw ? {} : { response: { 200: envelopeOf(ep.output), default: errorEnvelope } }),
        },
        handler: async (req, reply) => {
          const ctx = req.ctx;
          if (ep.access.kind !== 'public' && ep.access.kind !== 'user') {
            const { auth } = await ctx.authz();
            enforce(ep.access, { loggedIn: !!ctx.user, isSuper: ctx.isSuper, auth }, ctx.loginUrl);
          } else {
            enforce(ep.access, { loggedIn: !!ctx.user, isSuper: ctx.isSuper, auth: {} }, ctx.loginUrl);
          }
          const input = ep.multipart ? {} : ep.method === 'GET' ? req.query : (req.body ?? {});
          const d = await handler(input as never, ctx);
          if (ep.raw) return reply;
          return { e: 0, m: 'ok', d: d ?? null };
        },
      });
    });
  }
}
