/**
 * What people do to items: the applicant starts one (by submitting a form that has a process),
 * withdraws, resubmits, comments and urges; assignees act on their tasks; managers terminate.
 * Each runs on the locked instance (run.ts), so two people acting on one step at once are
 * resolved once: the later one finds its task closed and is told the item moved on.
 */
import { AppError, E, TO_APPLICANT, type ParsedInputOf, type contract, badInput } from '@campus/api';
import { fieldAccessOf, type FormSchema } from '@campus/api/forms';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { newId, now } from '../../platform/util.js';
import { attachProcess, checkValues, onSubmitted, readSchema, readSubmission, writeValues, type SubmittedEvent } from '../forms/hooks.js';
import { advance, currentTasks, enter, finish, noEffects, passedSteps, record, returnToApplicant, stepOf, type Run } from './engine.js';
import { t } from '@campus/i18n';
import { notify } from '../../platform/notify/index.js';
import { announce, CATEGORY, titleWords, waitLink } from './notices.js';
import * as q from './queries.js';
import { applicantOf, movedOn, notFound, onInstance, siteToday, specOf } from './run.js';

type C = typeof contract.workflow;

export async function isManager(ctx: Ctx): Promise<boolean> {
  return ctx.isSuper || hasModule((await ctx.authz()).auth, 'workflow', 'manage');
}

/* ---------- start ---------- */

/** A submission of a form with an enabled process starts an item at the first step. */
export async function start(ctx: Ctx, e: SubmittedEvent): Promise<void> {
  const process = await q.findProcess(ctx.db, e.siteId, e.formId);
  if (!process || process.enabled !== 1) return;
  const spec = specOf(process.definition);
  const at = now();
  const id = newId();
  const inst = {
    id, site_id: e.siteId, process_id: process.id, form_id: e.formId, submission_id: e.submissionId, applicant_id: e.userId, definition: process.definition,
    state: 'running', step_key: null, round: 0, revision: 1, urged_at: null, started_at: at, updated_at: at, ended_at: null,
  };
  const run: Run = { trx: ctx.db, siteId: e.siteId, at, today: siteToday(ctx.site, at), inst, spec, applicant: await applicantOf(ctx.db, e.userId), values: e.values, fx: noEffects(), seq: 1000 };
  await ctx.db.transaction().execute(async (trx) => {
    run.trx = trx;
    await q.insertInstance(trx, inst);
    if (!(await attachProcess(trx, e.siteId, e.submissionId, id))) throw new AppError(E.CONFLICT, 'submission: already in a process');
    await record(run, 'submit', { actor: e.userId, step: null });
    await enter(run, spec.steps[0]!.key);
  });
  await announce(ctx.platform, ctx.req.log, e.siteId, run, e.userId);
}

onSubmitted(start);

/* ---------- acting on a task ---------- */

/** The edits an approver may make: only fields the step lets them edit, checked with the whole submission. */
async function editedValues(ctx: Ctx, schema: FormSchema, editable: Set<string>, current: Record<string, unknown>, edits: Record<string, unknown>) {
  for (const k of Object.keys(edits)) if (!editable.has(k)) throw badInput(`values.${k}`, 'not editable at this step');
  return checkValues(ctx, schema, { ...current, ...edits }, current);
}

const needsComment = (a: string) => a === 'reject' || a === 'return';

export async function act(ctx: Ctx, a: ParsedInputOf<C['act']>) {
  const me = ctx.me();
  const task = await q.findTask(ctx.db, ctx.site.id, a.taskId);
  // Someone else's task is as good as none: a user who is not its assignee learns nothing.
  if (!task || task.user_id !== me.id) throw notFound('taskId');
  if (task.kind === 'resubmit') throw new AppError(E.WRONG_STATE, 'taskId: resubmit the item instead', { field: 'taskId' });
  if (needsComment(a.action) && !a.comment) throw new AppError(E.BAD_INPUT, 'comment: required', { field: 'comment' });
  const inst = await q.findInstance(ctx.db, ctx.site.id, task.instance_id);
  if (!inst) throw notFound('taskId');
  const spec = specOf(inst.definition);
  const step = stepOf(spec, task.step_key);

  // Checked before the transaction (the engine reads the site's people to check picked ones).
  let values: Record<string, unknown> | undefined;
  if (a.action === 'approve' && a.values && Object.keys(a.values).length) {
    const sub = await readSubmission(ctx.db, ctx.site.id, inst.submission_id);
    const schema = sub && (await readSchema(ctx.db, ctx.site.id, sub.versionId));
    if (!sub || !schema) throw notFound('taskId');
    const access = fieldAccessOf(step, schema);
    values = await editedValues(ctx, schema, new Set(Object.keys(access).filter((k) => access[k] === 'edit')), sub.values, a.values);
  }
  let target: string | undefined;
  if (a.action === 'transfer' || a.action === 'delegate' || a.action === 'addSigner') {
    if (!a.userId) throw new AppError(E.BAD_INPUT, 'userId: required', { field: 'userId' });
    const u = await q.activeUser(ctx.db, ctx.site.id, a.userId);
    if (!u) throw new AppError(E.BAD_INPUT, 'userId: no such person on this site', { field: 'userId' });
    if (u.id === me.id) throw new AppError(E.BAD_INPUT, 'userId: someone else', { field: 'userId' });
    target = u.id;
  }

  const r = await onInstance(ctx.platform, ctx.site, ctx.req.log, me.id, inst.id, async (r) => {
    const t = (await q.findTask(r.trx, ctx.site.id, task.id))!;
    if (t.state !== 'pending' || r.inst.state !== 'running' || t.round !== r.inst.round) throw movedOn();
    const who = { actor: me.id, onBehalfOf: t.owner_id, comment: a.comment, attachments: a.attachments };
    r.fx.closed.push(t.id);
    switch (a.action) {
      case 'approve':
        if (values) {
          await writeValues(r.trx, ctx.site.id, r.inst.submission_id, r.inst.id, values);
          r.values = values;
        }
        await q.setTask(r.trx, t.id, 'approved', r.at);
        await record(r, 'approve', who);
        await advance(r, me.id);
        break;
      case 'reject':
        await q.setTask(r.trx, t.id, 'rejected', r.at);
        await record(r, 'reject', who);
        await finish(r, 'rejected', me.id);
        break;
      case 'return': {
        const to = a.toStep ?? TO_APPLICANT;
        if (to !== TO_APPLICANT && !passedSteps(r.spec, await q.tasksOf(r.trx, r.inst.id), r.inst.step_key).some((s) => s.key === to)) {
          throw new AppError(E.BAD_INPUT, 'toStep: not a step this item has passed', { field: 'toStep' });
        }
        await q.setTask(r.trx, t.id, 'returned', r.at);
        await record(r, 'return', { ...who, targets: to === TO_APPLICANT ? [r.inst.applicant_id] : [] });
        if (to === TO_APPLICANT) await returnToApplicant(r);
        else {
          r.fx.closed.push(...(await q.cancelOpen(r.trx, r.inst.id, r.at)));
          await enter(r, to);
        }
        break;
      }
      case 'transfer':
      case 'delegate':
      case 'addSigner': {
        const open = await currentTasks(r);
        if (open.some((x) => x.state === 'pending' && x.user_id === target)) throw new AppError(E.BAD_INPUT, 'userId: already has this step', { field: 'userId' });
        if (a.action === 'addSigner') r.fx.closed.pop(); // the adder's own task stays open
        else await q.setTask(r.trx, t.id, a.action === 'transfer' ? 'transferred' : 'delegated', r.at);
        const fresh = {
          ...t, id: newId(), user_id: target!, created_at: r.at, acted_at: null, reminded_at: null, escalated_at: null,
          kind: a.action === 'addSigner' ? 'added' : t.kind,
          owner_id: a.action === 'delegate' ? (t.owner_id ?? t.user_id) : a.action === 'transfer' ? t.owner_id : null,
        };
        await q.insertTasks(r.trx, [fresh]);
        r.fx.tasks.push(fresh);
        await record(r, a.action, { ...who, targets: [target!] });
        break;
      }
    }
  }, 'taskId');
  return { state: r.inst.state as never };
}

/* ---------- the applicant ---------- */

async function ownItem(ctx: Ctx, id: string) {
  const inst = await q.findInstance(ctx.db, ctx.site.id, id);
  if (!inst || inst.applicant_id !== ctx.me().id) throw notFound();
  return inst;
}

/** Nobody at the current step has done anything yet: every task of its pass still open, nobody handed on or added. */
export const untouched = (tasks: { state: string; kind: string }[]) => tasks.every((t) => (t.state === 'pending' || t.state === 'cancelled') && t.kind !== 'added');

export async function withdraw(ctx: Ctx, id: string, comment: string) {
  const me = ctx.me().id;
  await ownItem(ctx, id);
  const r = await onInstance(ctx.platform, ctx.site, ctx.req.log, me, id, async (r) => {
    if (r.inst.state !== 'running' && r.inst.state !== 'returned') throw new AppError(E.WRONG_STATE, 'id: already ended', { field: 'id' });
    if (r.inst.state === 'running' && !untouched(await currentTasks(r))) throw new AppError(E.WRONG_STATE, 'id: the current step has already acted', { field: 'id' });
    await record(r, 'withdraw', { actor: me, comment });
    await finish(r, 'withdrawn', me);
  });
  return { state: r.inst.state as never };
}

export async function resubmit(ctx: Ctx, a: ParsedInputOf<C['resubmit']>) {
  const me = ctx.me().id;
  const inst = await ownItem(ctx, a.id);
  if (inst.state !== 'returned') throw new AppError(E.WRONG_STATE, 'id: not returned to you', { field: 'id' });
  const sub = await readSubmission(ctx.db, ctx.site.id, inst.submission_id);
  const schema = sub && (await readSchema(ctx.db, ctx.site.id, sub.versionId));
  if (!sub || !schema) throw notFound();
  const values = await checkValues(ctx, schema, a.values, sub.values);
  const r = await onInstance(ctx.platform, ctx.site, ctx.req.log, me, a.id, async (r) => {
    const mine = (await q.tasksOf(r.trx, r.inst.id)).find((t) => t.state === 'pending' && t.kind === 'resubmit' && t.user_id === me);
    if (r.inst.state !== 'returned' || !mine) throw movedOn('id');
    await writeValues(r.trx, ctx.site.id, r.inst.submission_id, r.inst.id, values);
    r.values = values;
    await q.setTask(r.trx, mine.id, 'resubmitted', r.at);
    r.fx.closed.push(mine.id);
    await record(r, 'resubmit', { actor: me, comment: a.comment, step: null });
    await enter(r, r.spec.steps[0]!.key);
  });
  return { state: r.inst.state as never };
}

const URGE_EVERY = 3600;

export async function urge(ctx: Ctx, id: string) {
  const me = ctx.me().id;
  const inst = await ownItem(ctx, id);
  if (inst.state !== 'running') throw new AppError(E.WRONG_STATE, 'id: not waiting for anyone', { field: 'id' });
  const at = now();
  if (!(await q.claimUrge(ctx.db, ctx.site.id, id, at, at - URGE_EVERY))) throw new AppError(E.TOO_MANY_REQUESTS, 'id: urged within the hour', { field: 'id' });
  const holders = [...new Set((await q.tasksOf(ctx.db, id)).filter((t) => t.state === 'pending').map((t) => t.user_id))];
  await onInstance(ctx.platform, ctx.site, ctx.req.log, me, id, (r) => record(r, 'urge', { actor: me, targets: holders }));
  if (holders.length) {
    const words = await titleWords(ctx.db, ctx.site.id, id);
    await notify(ctx.platform, { siteId: ctx.site.id, audience: { users: holders }, category: CATEGORY, senderId: me, title: t('workflow.notice.urged', words), link: waitLink(id) });
  }
  return { notified: holders.length };
}

/* ---------- anyone taking part ---------- */

/** Whether the caller takes part: the applicant, anyone who held or holds a task (or for whom one was held), those copied, managers. */
export async function takesPart(ctx: Ctx, inst: { id: string; applicant_id: string }): Promise<boolean> {
  const me = ctx.me().id;
  if (inst.applicant_id === me) return true;
  const tasks = await q.tasksOf(ctx.db, inst.id);
  if (tasks.some((t) => t.user_id === me || t.owner_id === me)) return true;
  return (await q.isCopied(ctx.db, inst.id, me)) || (await isManager(ctx));
}

export async function comment(ctx: Ctx, a: ParsedInputOf<C['comment']>) {
  const inst = await q.findInstance(ctx.db, ctx.site.id, a.id);
  if (!inst || !(await takesPart(ctx, inst))) throw notFound();
  const me = ctx.me().id;
  await onInstance(ctx.platform, ctx.site, ctx.req.log, me, a.id, (r) => record(r, 'comment', { actor: me, comment: a.comment, attachments: a.attachments }));
  return null;
}

export async function terminate(ctx: Ctx, id: string, reason: string) {
  const me = ctx.me().id;
  const r = await onInstance(ctx.platform, ctx.site, ctx.req.log, me, id, async (r) => {
    if (r.inst.state !== 'running' && r.inst.state !== 'returned') throw new AppError(E.WRONG_STATE, 'id: already ended', { field: 'id' });
    await record(r, 'terminate', { actor: me, comment: reason });
    await finish(r, 'terminated', me);
  });
  await ctx.audit('workflow.terminate', id, { reason });
  return { state: r.inst.state as never };
}

