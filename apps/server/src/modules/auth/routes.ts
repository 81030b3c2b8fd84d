import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { login, logout, sessionUserOf } from './service.js';

export default async function authRoutes(app: FastifyInstance) {
  mount(app, contract.auth, {
    login: (input, ctx) => login(ctx, input.username, input.password, input.captcha),
    logout: (_, ctx) => logout(ctx),
    getAllAuth: async (_, ctx) => (await ctx.authz()).auth,
    getUserName: (_, ctx) => {
      const u = ctx.me();
      return { name: u.name, username: u.username, isSuper: u.is_super === 1 };
    },
    me: async (_, ctx) => ({
      user: ctx.user ? await sessionUserOf(ctx, ctx.user) : null,
      auth: (await ctx.authz()).auth,
    }),
  });
}
