import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { draw } from './draw.js';
import * as holders from './holders.js';
import * as manage from './manage.js';
import * as svc from './service.js';
import * as wait from './waitlist.js';
import { XLSX_TYPE } from '../../platform/xlsx.js';

export default async function ticketRoutes(app: FastifyInstance) {
  mount(app, contract.ticket, {
    index: (input, ctx) => svc.index(ctx, input),
    detail: (input, ctx) => svc.detail(ctx, input.id),
    status: (input, ctx) => svc.status(ctx, input.id),
    enroll: (input, ctx) => svc.enroll(ctx, input.typeId),
    subscribe: (input, ctx) => wait.subscribe(ctx, input.id, true),
    cancelSub: (input, ctx) => wait.subscribe(ctx, input.id, false),
    waitJoin: (input, ctx) => wait.join(ctx, input.typeId),
    waitLeave: (input, ctx) => wait.leave(ctx, input.typeId),
    holdConfirm: (input, ctx) => wait.confirm(ctx, input.typeId),
    refund: (input, ctx) => svc.refund(ctx, input.id),
    check: (input, ctx) => svc.check(ctx, input.code),
    draw: (input, ctx) => draw(ctx, input.id),
    holders: (input, ctx) => holders.list(ctx, input),
    export: async (input, ctx) => {
      const buf = await holders.workbook(ctx, input.id);
      ctx.reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="tickets-${input.id.replace(/[^A-Za-z0-9-]/g, '')}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(buf);
      return null;
    },
    manageList: (input, ctx) => manage.list(ctx, input),
    manageDetail: (input, ctx) => manage.detail(ctx, input.id),
    manageSave: (input, ctx) => manage.save(ctx, input),
  });
}
