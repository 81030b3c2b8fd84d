/**
 * Where the workflow engine (a later module) attaches to submissions without this module
 * knowing it: it registers a listener for new submissions, and calls `attachProcess` when its
 * process instance takes one over. From then on the person can no longer edit the submission.
 */
import type { SubmissionState } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/index.js';
import { now } from '../../platform/util.js';

export interface SubmittedEvent {
  siteId: string;
  formId: string;
  submissionId: string;
  versionId: string;
  userId: string;
  values: Record<string, unknown>;
}

type Listener = (ctx: Ctx, e: SubmittedEvent) => Promise<void>;
const listeners: Listener[] = [];

/** Called after each submission is stored (in order of registration; a failure is logged, the submission stands). */
export function onSubmitted(l: Listener): void {
  listeners.push(l);
}

export async function emitSubmitted(ctx: Ctx, e: SubmittedEvent): Promise<void> {
  for (const l of listeners) {
    try {
      await l(ctx, e);
    } catch (err) {
      ctx.req.log.error({ err, submission: e.submissionId }, 'forms: a submitted listener failed');
    }
  }
}

/**
 * Hands a submission to a process instance: records it, moves its state and locks it against
 * edits. Answers false when it is already locked (another process took it, or it was withdrawn).
 */
export async function attachProcess(db: Db, siteId: string, submissionId: string, processId: string, state: SubmissionState = 'processing'): Promise<boolean> {
  const r = await db
    .updateTable('form_submissions')
    .set({ process_id: processId, state, locked_at: now(), updated_at: now() })
    .where('site_id', '=', siteId)
    .where('id', '=', submissionId)
    .where('locked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A process moves a submission it holds to another state (approved, rejected...). */
export async function setState(db: Db, siteId: string, submissionId: string, processId: string, state: SubmissionState): Promise<boolean> {
  const r = await db
    .updateTable('form_submissions')
    .set({ state, updated_at: now() })
    .where('site_id', '=', siteId)
    .where('id', '=', submissionId)
    .where('process_id', '=', processId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
