import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { sendXlsx, uploadedFile } from '../../platform/xlsx.js';
import * as q from './queries.js';
import * as svc from './service.js';
import { EXPORT_MAX_ROWS, exportWorkbook, importAssets, templateWorkbook } from './xlsx.js';

export default async function assetRoutes(app: FastifyInstance) {
  mount(app, contract.asset, {
    list: (input, ctx) => svc.list(ctx, input),
    me: (_input, ctx) => svc.me(ctx),
    options: (_input, ctx) => svc.options(ctx),
    detail: (input, ctx) => svc.detail(ctx, input.id),
    card: (input, ctx) => svc.card(ctx, input.code),
    create: (input, ctx) => svc.create(ctx, input),
    update: (input, ctx) => svc.update(ctx, input),
    scrap: (input, ctx) => svc.scrap(ctx, input.id, input.reason),
    labels: (input, ctx) => svc.labels(ctx, input.ids),
    import: async (_input, ctx) => importAssets(ctx, await uploadedFile(ctx)),
    importTemplate: async (_input, ctx) => sendXlsx(ctx, 'assets-template', await templateWorkbook(ctx)),
    export: async (input, ctx) => {
      const { rows } = await q.list(ctx.db, ctx.site.id, input, input.sorter, { offset: 0, limit: EXPORT_MAX_ROWS });
      await ctx.audit('asset.export', String(rows.length), { filter: input });
      return sendXlsx(ctx, 'assets', await exportWorkbook(ctx, rows));
    },
  });
}
