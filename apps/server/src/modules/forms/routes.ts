import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as fill from './fill.js';
import * as q from './queries.js';
import * as svc from './service.js';
import { runSource } from './source.js';
import { sendSubmissionsXlsx } from './xlsx.js';

export default async function formsRoutes(app: FastifyInstance) {
  mount(app, contract.forms, {
    available: (input, ctx) => fill.available(ctx, input.category),
    open: (input, ctx) => fill.open(ctx, input.id),
    version: (input, ctx) => fill.version(ctx, input.id),
    saveDraft: (input, ctx) => fill.saveDraft(ctx, input),
    deleteDraft: (input, ctx) => fill.deleteDraft(ctx, input.formId),
    source: (input, ctx) => runSource(ctx, input.formId, input.sourceId),
    submit: (input, ctx) => fill.submit(ctx, input),
    edit: (input, ctx) => fill.edit(ctx, input),
    mine: (input, ctx) => fill.mine(ctx, input),
    submission: (input, ctx) => fill.submission(ctx, input.id),
    adminList: (input, ctx) => svc.adminList(ctx, input),
    save: (input, ctx) => svc.save(ctx, input),
    check: (input) => svc.check(input.schema),
    publish: (input, ctx) => svc.publish(ctx, input.id, input.schema),
    setStatus: (input, ctx) => svc.setStatus(ctx, input.id, input.status),
    versions: (input, ctx) => svc.versions(ctx, input.id),
    submissions: (input, ctx) => svc.submissions(ctx, input),
    export: async (input, ctx) => {
      const form = await q.findForm(ctx.db, ctx.site.id, input.formId);
      if (!form) throw svc.notFound('formId');
      return sendSubmissionsXlsx(ctx, form.id, form.name);
    },
  });
}
