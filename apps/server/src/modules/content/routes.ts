/**
 * /api/content/*: one module for news, notices, announcements, hot issues, boda lists and
 * pages. Also runs the poller that delivers scheduled notices' notifications (stopped on close).
 */
import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { deleteCategory, managerCategories, readerCategories, saveCategory } from './categories.js';
import * as manage from './manage.js';
import { startPoller } from './publishing.js';
import * as read from './service.js';
import { stats, statsWorkbook } from './stats.js';
import { XLSX_TYPE } from '../../platform/xlsx.js';

export default async function contentRoutes(app: FastifyInstance) {
  mount(app, contract.content, {
    list: (input, ctx) => read.list(ctx, input),
    detail: (input, ctx) => read.detail(ctx, input),
    categories: (input, ctx) => readerCategories(ctx, input.kind),
    confirm: (input, ctx) => read.confirm(ctx, input.id),
    unconfirmed: (_, ctx) => read.unconfirmed(ctx),
    follow: (input, ctx) => read.follow(ctx, input.id, true),
    unfollow: (input, ctx) => read.follow(ctx, input.id, false),
    followed: (input, ctx) => read.followed(ctx, input),
    manageList: (input, ctx) => manage.manageList(ctx, input),
    get: (input, ctx) => manage.get(ctx, input.id),
    create: (input, ctx) => manage.create(ctx, input),
    update: (input, ctx) => manage.update(ctx, input),
    preview: (input, ctx) => manage.preview(ctx, input),
    publish: (input, ctx) => manage.publish(ctx, input),
    withdraw: (input, ctx) => manage.withdraw(ctx, input.id),
    pin: (input, ctx) => manage.pin(ctx, input.id, input.pinned),
    remove: (input, ctx) => manage.remove(ctx, input.id),
    categoryList: (input, ctx) => managerCategories(ctx, input.kind),
    categorySave: (input, ctx) => saveCategory(ctx, input),
    categoryDelete: (input, ctx) => deleteCategory(ctx, input.id),
    stats: (input, ctx) => stats(ctx, input.id),
    statsExport: async (input, ctx) => {
      const buf = await statsWorkbook(ctx, input.id);
      ctx.reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="content-stats-${input.id.replace(/[^A-Za-z0-9-]/g, '')}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(buf);
      return null;
    },
  });
  const poller = startPoller(app.platform, app.log);
  app.addHook('onClose', () => poller.stop());
}
