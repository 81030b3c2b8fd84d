import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { sendXlsx } from '../../platform/xlsx.js';
import * as svc from './service.js';
import { exportPassages } from './xlsx.js';

export default async function campusCodeRoutes(app: FastifyInstance) {
  mount(app, contract.campusCode, {
    mine: (_input, ctx) => svc.mine(ctx),
    gates: (_input, ctx) => svc.gates(ctx),
    verify: (input, ctx) => svc.verify(ctx, input),
    myChecks: (_input, ctx) => svc.myChecks(ctx),
    adminGates: (_input, ctx) => svc.adminGates(ctx),
    saveGate: (input, ctx) => svc.saveGate(ctx, input),
    deleteGate: (input, ctx) => svc.deleteGate(ctx, input.id),
    blocks: (input, ctx) => svc.blocks(ctx, input),
    block: (input, ctx) => svc.block(ctx, input),
    unblock: (input, ctx) => svc.unblock(ctx, input.id),
    passages: (input, ctx) => svc.passages(ctx, input),
    exportPassages: async (input, ctx) => sendXlsx(ctx, 'passages', await exportPassages(ctx, input)),
  });
}
