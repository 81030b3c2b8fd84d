import { contract, messageStream } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { bindEndpoint } from '../../platform/bind.js';
import { mount } from '../../platform/mount.js';
import { counts, detail, list, read, readAll, send, stream, todos } from './service.js';

export default async function messageRoutes(app: FastifyInstance) {
  mount(app, contract.message, {
    list: (input, ctx) => list(ctx, input),
    counts: (_, ctx) => counts(ctx),
    detail: (input, ctx) => detail(ctx, input.id),
    read: (input, ctx) => read(ctx, input.id),
    readAll: (input, ctx) => readAll(ctx, input.category),
    todos: (input, ctx) => todos(ctx, false, input),
    done: (input, ctx) => todos(ctx, true, input),
    send: (input, ctx) => send(ctx, input),
  });
  // The live feed: a plain route (kept out of the OpenAPI document: it never ends), bound to the
  // site and the caller as any call is; the stream itself says who may listen.
  app.get(messageStream.path, { onRequest: bindEndpoint(app.platform, messageStream, { access: false }), schema: { hide: true } }, async (req, reply) => {
    await stream(req.ctx);
    return reply;
  });
}
