import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { casCallback, oidcCallback, startLogin } from './flows.js';
import { bind, check, init, pendingInfo, unbind } from './service.js';

export default async function ssoRoutes(app: FastifyInstance) {
  mount(app, contract.sso, {
    init: (_, ctx) => init(ctx),
    login: async (input, ctx) => {
      await startLogin(ctx, input.method, input.redirect_url);
      return null;
    },
    callbackCas: async (input, ctx) => {
      await casCallback(ctx, input);
      return null;
    },
    callbackOidc: async (input, ctx) => {
      await oidcCallback(ctx, input);
      return null;
    },
    pending: (input, ctx) => pendingInfo(ctx, input.pending),
    bind: (input, ctx) => bind(ctx, input),
    unbind: (input, ctx) => unbind(ctx, input.method),
    check: (_, ctx) => check(ctx),
  });
}
