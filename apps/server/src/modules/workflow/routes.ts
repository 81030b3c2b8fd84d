import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as actions from './actions.js';
import * as delegations from './delegations.js';
import * as design from './design.js';
import { sendPdf } from './pdf.js';
import { startSweeper } from './sweeper.js';
import * as views from './views.js';

export default async function workflowRoutes(app: FastifyInstance) {
  mount(app, contract.workflow, {
    counts: (_input, ctx) => views.counts(ctx),
    todo: (input, ctx) => views.todo(ctx, input),
    done: (input, ctx) => views.done(ctx, input),
    cc: (input, ctx) => views.cc(ctx, input),
    mine: (input, ctx) => views.mine(ctx, input),
    instance: (input, ctx) => views.instance(ctx, input.id),
    bySubmission: (input, ctx) => views.bySubmission(ctx, input.submissionId),
    pdf: (input, ctx) => sendPdf(ctx, input.id),
    act: (input, ctx) => actions.act(ctx, input),
    withdraw: (input, ctx) => actions.withdraw(ctx, input.id, input.comment),
    resubmit: (input, ctx) => actions.resubmit(ctx, input),
    comment: (input, ctx) => actions.comment(ctx, input),
    urge: (input, ctx) => actions.urge(ctx, input.id),
    terminate: (input, ctx) => actions.terminate(ctx, input.id, input.comment),
    adminList: (input, ctx) => views.adminList(ctx, input),
    process: (input, ctx) => design.process(ctx, input.formId),
    checkProcess: (input, ctx) => design.check(ctx, input.formId, input.definition),
    saveProcess: (input, ctx) => design.save(ctx, input),
    webhookSecret: (input, ctx) => design.webhookSecret(ctx, input.formId),
    deliveries: (input, ctx) => design.deliveries(ctx, input),
    templates: (_input, ctx) => design.templates(ctx),
    installTemplate: (input, ctx) => design.install(ctx, input.key),
    app: (input, ctx) => design.app(ctx, input.key),
    delegations: (_input, ctx) => delegations.list(ctx),
    saveDelegation: (input, ctx) => delegations.save(ctx, input),
    deleteDelegation: (input, ctx) => delegations.remove(ctx, input.id),
  });
  const sweeper = startSweeper(app.platform, app.log);
  app.addHook('onClose', () => sweeper.stop());
}
