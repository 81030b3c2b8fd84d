import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { corpCallback, corpRedirect } from './service.js';

export default async function corpRoutes(app: FastifyInstance) {
  mount(app, contract.corp, {
    index: async (input, ctx) => {
      void ctx.reply.redirect(await corpRedirect(ctx, input.redirectUrl));
      return null;
    },
    callback: async (input, ctx) => {
      void ctx.reply.redirect(await corpCallback(ctx, input));
      return null;
    },
  });
}
