import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as dispatch from './dispatch.js';
import { rebuildStats } from './queries.js';
import * as reporter from './reporter.js';
import { detail } from './service.js';
import * as setup from './setup.js';
import { statistics } from './stats.js';
import * as work from './work.js';
import { saveWorker, setMyDuty, workersOf } from './workers.js';
import { sendOrdersXlsx } from './xlsx.js';

export default async function repairRoutes(app: FastifyInstance) {
  // The roll-up counts site days: a site moved to another timezone is recounted.
  app.platform.onSiteZoneChange.push(rebuildStats);
  mount(app, contract.repair, {
    options: (_input, ctx) => reporter.options(ctx),
    submit: (input, ctx) => reporter.submit(ctx, input),
    mine: (input, ctx) => reporter.mine(ctx, input),
    detail: (input, ctx) => detail(ctx, input.id),
    addInfo: (input, ctx) => reporter.addInfo(ctx, input),
    cancel: (input, ctx) => reporter.cancel(ctx, input.id, input.note),
    rate: (input, ctx) => reporter.rate(ctx, input),
    board: (input, ctx) => dispatch.board(ctx, input),
    orders: (input, ctx) => dispatch.orders(ctx, input),
    candidates: (input, ctx) => dispatch.candidates(ctx, input.id),
    assign: (input, ctx) => dispatch.assign(ctx, input, 'assign'),
    reassign: (input, ctx) => dispatch.assign(ctx, input, 'reassign'),
    merge: (input, ctx) => dispatch.merge(ctx, input),
    setPriority: (input, ctx) => dispatch.setPriority(ctx, input),
    close: (input, ctx) => dispatch.close(ctx, input.id, input.note),
    queue: (input, ctx) => work.queue(ctx, input),
    duty: (input, ctx) => setMyDuty(ctx, input.onDuty),
    accept: (input, ctx) => work.accept(ctx, input.id),
    start: (input, ctx) => work.start(ctx, input),
    progress: (input, ctx) => work.progress(ctx, input),
    finish: (input, ctx) => work.finish(ctx, input),
    sendBack: (input, ctx) => work.sendBack(ctx, input.id, input.reason),
    statistics: (input, ctx) => statistics(ctx, input),
    export: async (input, ctx) => {
      await sendOrdersXlsx(ctx, dispatch.filterOf(input));
      return null;
    },
    categories: (_input, ctx) => setup.categories(ctx),
    saveCategory: (input, ctx) => setup.saveCategory(ctx, input),
    areas: (_input, ctx) => setup.areas(ctx),
    saveArea: (input, ctx) => setup.saveArea(ctx, input),
    rules: (_input, ctx) => setup.rules(ctx),
    saveRule: (input, ctx) => setup.saveRule(ctx, input),
    deleteRule: (input, ctx) => setup.deleteRule(ctx, input.id),
    workers: async (_input, ctx) => ({ list: await workersOf(ctx) }),
    saveWorker: (input, ctx) => saveWorker(ctx, input),
  });
}
