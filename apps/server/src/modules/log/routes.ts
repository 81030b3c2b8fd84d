import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { recordAccess, recordWebLog } from './service.js';

export default async function logRoutes(app: FastifyInstance) {
  mount(app, contract.log, {
    access: (input, ctx) => recordAccess(ctx, input),
    saveWebLog: (input, ctx) => recordWebLog(ctx, input),
  });
}
