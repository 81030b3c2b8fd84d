import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { sendXlsx } from '../../platform/xlsx.js';
import * as manage from './manage.js';
import * as svc from './service.js';

export default async function clockRoutes(app: FastifyInstance) {
  mount(app, contract.clock, {
    today: (_input, ctx) => svc.today(ctx),
    punch: (input, ctx) => svc.punch(ctx, input),
    calendar: (input, ctx) => svc.calendar(ctx, input.month),
    adminRules: (_input, ctx) => manage.rules(ctx),
    saveRule: (input, ctx) => manage.saveRule(ctx, input),
    deleteRule: (input, ctx) => manage.deleteRule(ctx, input.id),
    stats: (input, ctx) => manage.stats(ctx, input),
    export: async (input, ctx) => sendXlsx(ctx, 'clock', await manage.exportDays(ctx, input)),
  });
}
