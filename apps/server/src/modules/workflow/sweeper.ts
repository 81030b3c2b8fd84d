/**
 * Deadlines and the webhook, on a timer (platform/ticker.ts): a task past its deadline reminds its
 * holder once; past the step's escalation time the step is also handed to the escalation people
 * (who may decide it as any assignee); due webhook calls are sent. Each piece of work is claimed
 * by a conditional update first, so several server processes can sweep at once.
 */
import { t } from '@campus/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../platform/context.js';
import { notify } from '../../platform/notify/index.js';
import { every, type Ticker } from '../../platform/ticker.js';
import { newId, now } from '../../platform/util.js';
import { record, stepOf, type Task } from './engine.js';
import { CATEGORY, titleWords, waitLink } from './notices.js';
import * as q from './queries.js';
import { resolve } from './resolve.js';
import { onInstance, specOf } from './run.js';
import { deliverDue } from './webhook.js';

const SWEEP_MS = 30_000;
const BATCH = 100;

async function remindDue(platform: Platform, at: number): Promise<number> {
  let n = 0;
  for (const task of await q.dueForReminder(platform.db, at, BATCH)) {
    if (!(await q.claimReminder(platform.db, task.id, at))) continue;
    n++;
    const words = await titleWords(platform.db, task.site_id, task.instance_id);
    await notify(platform, { siteId: task.site_id, audience: { users: [task.user_id] }, category: CATEGORY, title: t('workflow.notice.overdue', words), link: waitLink(task.instance_id) });
  }
  return n;
}

async function escalateDue(platform: Platform, log: FastifyBaseLogger, at: number): Promise<number> {
  let n = 0;
  for (const task of await q.dueForEscalation(platform.db, at, BATCH)) {
    const inst = await q.findInstance(platform.db, task.site_id, task.instance_id);
    const step = inst && stepOf(specOf(inst.definition), task.step_key);
    const site = await platform.sites.get(task.site_id);
    if (!inst || !site || !step?.escalate || Number(task.due_at) + step.escalate.afterHours * 3600 > at) {
      // No escalation for this step (or not yet): marked so the sweep does not look again, unless it is only early.
      if (!step?.escalate || !inst || !site) await q.markEscalated(platform.db, [task.id], at);
      continue;
    }
    const escalation = step.escalate;
    await onInstance(platform, site, log, null, inst.id, async (r) => {
      const open = (await q.tasksOf(r.trx, inst.id)).filter((x) => x.state === 'pending' && x.round === r.inst.round && x.step_key === task.step_key);
      if (!open.some((x) => x.id === task.id)) return;
      await q.markEscalated(r.trx, open.map((x) => x.id), at);
      const holders = new Set(open.map((x) => x.user_id));
      const people = (await resolve(r.trx, r.siteId, escalation.to, r.applicant, r.values)).filter((u) => !holders.has(u));
      const fresh: Task[] = people.map((user_id) => ({ ...task, id: newId(), site_id: r.siteId, instance_id: inst.id, round: r.inst.round, user_id, owner_id: null, kind: 'escalated', state: 'pending', due_at: null, reminded_at: null, escalated_at: at, created_at: at, acted_at: null }));
      await q.insertTasks(r.trx, fresh);
      r.fx.tasks.push(...fresh);
      await record(r, 'escalate', { actor: null, targets: people });
      n++;
    });
  }
  return n;
}

export async function sweep(platform: Platform, log: FastifyBaseLogger, at = now()) {
  const reminded = await remindDue(platform, at);
  const escalated = await escalateDue(platform, log, at);
  const delivered = await deliverDue(platform, at);
  return { reminded, escalated, delivered };
}

export function startSweeper(platform: Platform, log: FastifyBaseLogger, everyMs = SWEEP_MS): Ticker {
  return every(everyMs, () => sweep(platform, log), log, 'workflow: sweep failed');
}

