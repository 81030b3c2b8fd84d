import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as manage from './manage.js';
import * as svc from './service.js';

export default async function ticketRoutes(app: FastifyInstance) {
  mount(app, contract.ticket, {
    index: (input, ctx) => svc.index(ctx, input),
    detail: (input, ctx) => svc.detail(ctx, input.id),
    enroll: (input, ctx) => svc.enroll(ctx, input.typeId),
    refund: (input, ctx) => svc.refund(ctx, input.id),
    check: (input, ctx) => svc.check(ctx, input.code),
    manageList: (input, ctx) => manage.list(ctx, input),
    manageDetail: (input, ctx) => manage.detail(ctx, input.id),
    manageSave: (input, ctx) => manage.save(ctx, input),
  });
}
