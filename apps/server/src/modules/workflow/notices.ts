/**
 * What people hear (platform/notify, category `workflow`): each new task is a to-do in the
 * message centre until it is acted on or closes; those copied and the applicant get notices.
 * Sent after the transaction commits; a failure is logged, the action stands.
 */
import { t } from '@campus/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../platform/context.js';
import { completeTodo, notify } from '../../platform/notify/index.js';
import type { Run } from './engine.js';
import * as q from './queries.js';

export const CATEGORY = 'workflow';
export const taskRef = (taskId: string) => `workflow:task:${taskId}`;
export const waitLink = (id: string) => `/site/document/waitpage?id=${id}`;
export const flowLink = (id: string) => `/site/document/flowpage?id=${id}`;

export async function titleWords(db: Platform['db'], siteId: string, instanceId: string) {
  const s = await q.findSummary(db, siteId, instanceId);
  return { form: s?.form_name ?? '', applicant: s?.applicant_name ?? '' };
}

export async function announce(platform: Platform, log: FastifyBaseLogger, siteId: string, r: Run, actorId: string | null): Promise<void> {
  const { fx, inst } = r;
  if (!fx.tasks.length && !fx.closed.length && !fx.copied.length && !fx.ended) return;
  try {
    for (const id of fx.closed) await completeTodo(platform, siteId, taskRef(id));
    const words = await titleWords(platform.db, siteId, inst.id);
    for (const task of fx.tasks) {
      const mine = task.kind === 'resubmit';
      await notify(platform, {
        siteId, audience: { users: [task.user_id] }, category: CATEGORY, senderId: actorId,
        title: t(mine ? 'workflow.notice.returned' : 'workflow.notice.task', words),
        link: mine ? flowLink(inst.id) : waitLink(inst.id),
        todo: { ref: taskRef(task.id) },
      });
    }
    if (fx.copied.length) {
      await notify(platform, { siteId, audience: { users: fx.copied }, category: CATEGORY, senderId: actorId, title: t('workflow.notice.copied', words), link: flowLink(inst.id) });
    }
    if (fx.ended && actorId !== inst.applicant_id) {
      await notify(platform, { siteId, audience: { users: [inst.applicant_id] }, category: CATEGORY, senderId: actorId, title: t(`workflow.notice.ended.${fx.ended}`, words), link: flowLink(inst.id) });
    }
  } catch (err) {
    log.error({ err, instance: inst.id }, 'workflow: notices failed');
  }
}
