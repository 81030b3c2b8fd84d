/**
 * Where the workflow engine (a later module) attaches to submissions without this module
 * knowing it: it registers a listener for new submissions, and calls `attachProcess` when its
 * process instance takes one over. From then on the person can no longer edit the submission.
 */
import type { SubmissionState } from '@campus/api';
import type { FormSchema } from '@campus/api/forms';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/index.js';
import { newId, now } from '../../platform/util.js';
import { checked, sized } from './fill.js';
import * as q from './queries.js';
import { schemaOf, toSummary, valuesOf } from './shape.js';

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

/** What a process reads of a submission: its form, version, owner and values. */
export async function readSubmission(db: Db, siteId: string, id: string) {
  const row = await q.findSubmission(db, siteId, id);
  if (!row) return undefined;
  return { id: row.id, formId: row.form_id, formName: row.form_name, versionId: row.version_id, userId: row.user_id, state: row.state as SubmissionState, processId: row.process_id, values: valuesOf(row.data) };
}

/** The schema of one version (cached: versions never change). */
export async function readSchema(db: Db, siteId: string, versionId: string): Promise<FormSchema | undefined> {
  const v = await q.findVersion(db, siteId, versionId);
  return v ? schemaOf(v) : undefined;
}

/** A form's current version's schema, with the form (undefined when there is no such form or no version). */
export async function currentSchema(db: Db, siteId: string, formId: string) {
  const form = await q.findForm(db, siteId, formId);
  if (!form?.current_version_id) return undefined;
  const schema = await readSchema(db, siteId, form.current_version_id);
  return schema ? { form: toSummary(form), schema } : undefined;
}

/**
 * Checks values a process is about to store (an approver's editable fields, a resubmission) against
 * the version's schema, `previous` being the stored values (their files stay usable); answers them
 * cleaned. Call outside a transaction.
 */
export const checkValues = (ctx: Ctx, schema: FormSchema, values: Record<string, unknown>, previous: Record<string, unknown>) => checked(ctx, schema, values, previous);

export { fileLinks } from './refs.js';

/** A process stores checked values of a submission it holds (its revision grows). Runs in the caller's transaction. */
export async function writeValues(db: Db, siteId: string, submissionId: string, processId: string, values: Record<string, unknown>): Promise<void> {
  await db
    .updateTable('form_submissions')
    .set((eb) => ({ data: sized(values), revision: eb('revision', '+', 1), updated_at: now() }))
    .where('site_id', '=', siteId)
    .where('id', '=', submissionId)
    .where('process_id', '=', processId)
    .execute();
}

/** Creates a form and publishes its first version (it opens): what installing a ready-made approval does. */
export async function createPublished(db: Db, siteId: string, by: string, f: { name: string; category: string; description: string; schema: FormSchema; visitors?: boolean }): Promise<{ formId: string; versionId: string }> {
  const t = now();
  const formId = newId();
  const versionId = newId();
  await db.transaction().execute(async (trx) => {
    await q.insertForm(trx, { id: formId, site_id: siteId, name: f.name, category: f.category, description: f.description, allow_edit: 0, visitors: f.visitors ? 1 : 0, status: 'draft', owner_id: by, current_version_id: null, version_count: 0, created_at: t, updated_at: t });
    if (!(await q.claimVersion(trx, siteId, formId, 1, versionId, t))) throw new Error('forms: a new form’s first version was taken');
    await q.insertVersion(trx, { id: versionId, site_id: siteId, form_id: formId, version: 1, schema: JSON.stringify(f.schema), published_by: by, published_at: t });
  });
  return { formId, versionId };
}
export { cellOf as displayValue } from './xlsx.js';
