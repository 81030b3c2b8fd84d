import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { sendXlsx } from '../../platform/xlsx.js';
import * as svc from './service.js';
import { exportTrips } from './xlsx.js';

export default async function travelRoutes(app: FastifyInstance) {
  mount(app, contract.travel, {
    register: (input, ctx) => svc.register(ctx, input),
    mine: (_input, ctx) => svc.mine(ctx),
    cancel: (input, ctx) => svc.cancel(ctx, input.id),
    reportReturn: (input, ctx) => svc.reportReturn(ctx, input.id),
    department: (input, ctx) => svc.department(ctx, input),
    departments: (_input, ctx) => svc.departments(ctx),
    export: async (input, ctx) => sendXlsx(ctx, 'trips', await exportTrips(ctx, input)),
  });
}
