import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { uploadedFile } from '../../platform/xlsx.js';
import * as svc from './service.js';
import { importRows } from './xlsx.js';

export default async function dataQueryRoutes(app: FastifyInstance) {
  mount(app, contract.dataQuery, {
    sets: (_input, ctx) => svc.sets(ctx),
    set: (input, ctx) => svc.set(ctx, input.id),
    query: (input, ctx) => svc.query(ctx, input),
    adminSets: (input, ctx) => svc.adminSets(ctx, input),
    saveSet: (input, ctx) => svc.saveSet(ctx, input),
    deleteSet: (input, ctx) => svc.deleteSet(ctx, input.id),
    import: async (_input, ctx) => importRows(ctx, await uploadedFile(ctx)),
  });
}
