import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as manage from './manage.js';
import * as svc from './service.js';
import { workbook } from './xlsx.js';
import { XLSX_TYPE } from '../../platform/xlsx.js';

export default async function signinRoutes(app: FastifyInstance) {
  mount(app, contract.signin, {
    index: (input, ctx) => svc.index(ctx, input),
    detail: (input, ctx) => svc.detail(ctx, input.id),
    sign: (input, ctx) => svc.sign(ctx, input),
    manageList: (input, ctx) => manage.list(ctx, input),
    manageDetail: (input, ctx) => manage.detail(ctx, input.id),
    save: (input, ctx) => manage.save(ctx, input),
    remove: (input, ctx) => manage.remove(ctx, input.id),
    end: (input, ctx) => manage.end(ctx, input.id),
    code: (input, ctx) => manage.code(ctx, input.id),
    records: (input, ctx) => manage.records(ctx, input),
    manual: (input, ctx) => manage.manual(ctx, input),
    stats: (input, ctx) => manage.stats(ctx, input.id),
    export: async (input, ctx) => {
      const buf = await workbook(ctx, input.id);
      ctx.reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="signin-${input.id.replace(/[^A-Za-z0-9-]/g, '')}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(buf);
      return null;
    },
    classes: (_input, ctx) => manage.classes(ctx),
  });
}
