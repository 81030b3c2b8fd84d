import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as rc from './receipts.js';
import * as svc from './service.js';
import { exportReceipts } from './xlsx.js';

export default async function documentRoutes(app: FastifyInstance) {
  mount(app, contract.document, {
    units: (_input, ctx) => svc.units(ctx),
    send: (input, ctx) => svc.send(ctx, input),
    list: (input, ctx) => svc.list(ctx, input),
    detail: (input, ctx) => svc.detail(ctx, input.id),
    receipts: (input, ctx) => rc.receipts(ctx, input),
    sign: (input, ctx) => rc.sign(ctx, input.id),
    handle: (input, ctx) => rc.handle(ctx, input),
    colleagues: (input, ctx) => rc.colleagues(ctx, input),
    forward: (input, ctx) => rc.forward(ctx, input),
    remind: (input, ctx) => rc.remind(ctx, input.id),
    attachment: (input, ctx) => svc.attachment(ctx, input),
    adminList: (input, ctx) => svc.adminList(ctx, input),
    export: (input, ctx) => exportReceipts(ctx, input.id),
  });
}
