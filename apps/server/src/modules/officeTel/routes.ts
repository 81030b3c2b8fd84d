import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { sendXlsx, uploadedFile } from '../../platform/xlsx.js';
import * as svc from './service.js';
import { exportBook, importBook } from './xlsx.js';

export default async function officeTelRoutes(app: FastifyInstance) {
  mount(app, contract.officeTel, {
    units: (_input, ctx) => svc.units(ctx),
    entries: (input, ctx) => svc.entries(ctx, input),
    view: (input, ctx) => svc.view(ctx, input.id),
    mine: (_input, ctx) => svc.mine(ctx),
    adminEntries: (input, ctx) => svc.adminEntries(ctx, input),
    saveUnit: (input, ctx) => svc.saveUnit(ctx, input),
    deleteUnit: (input, ctx) => svc.deleteUnit(ctx, input.id),
    saveEntry: (input, ctx) => svc.saveEntry(ctx, input),
    deleteEntry: (input, ctx) => svc.deleteEntry(ctx, input.id),
    import: async (_input, ctx) => importBook(ctx, await uploadedFile(ctx)),
    export: async (_input, ctx) => sendXlsx(ctx, 'phone-book', await exportBook(ctx)),
  });
}
