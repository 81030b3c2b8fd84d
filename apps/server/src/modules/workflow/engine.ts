/**
 * The process engine: what happens inside one transaction when an item starts, enters a step,
 * finishes, or someone acts. Everything here runs on a locked instance (queries.lockInstance)
 * and only collects what to tell people (`Effects`); notices.ts sends them after the commit,
 * so a rolled-back action never notified anyone.
 */
import type { InstanceState, TimelineAction, WorkflowAttachment } from '@campus/api';
import { END, nextStep, type ProcessSpec, type StepSpec } from '@campus/api/forms';
import type { Db } from '../../platform/db/index.js';
import { newId } from '../../platform/util.js';
import { setState } from '../forms/hooks.js';
import * as q from './queries.js';
import { managers, resolve, resolveAll, type Applicant } from './resolve.js';
import type { WfInstancesTable, WfTasksTable } from './tables.js';

export type Instance = WfInstancesTable;
export type Task = WfTasksTable;
/** The step key of the applicant's task after a return. */
export const APPLICANT_STEP = '_applicant';

/** What to tell whom once the transaction commits. */
export interface Effects {
  tasks: Task[];
  closed: string[];
  copied: string[];
  ended: Exclude<InstanceState, 'running' | 'returned'> | null;
}
export const noEffects = (): Effects => ({ tasks: [], closed: [], copied: [], ended: null });

/** One action's context: the transaction, the locked instance (kept up to date here), and the clock. */
export interface Run {
  trx: Db;
  siteId: string;
  at: number;
  /** The site's local date (conditions' `today()`). */
  today: string;
  inst: Instance;
  spec: ProcessSpec;
  applicant: Applicant;
  values: Record<string, unknown>;
  fx: Effects;
  /** Timeline order within this transaction. */
  seq: number;
}

const SUBMISSION_STATE = { approved: 'approved', rejected: 'rejected', withdrawn: 'withdrawn', terminated: 'terminated' } as const;

export const stepOf = (spec: ProcessSpec, key: string | null): StepSpec | undefined => (key === null ? undefined : spec.steps.find((s) => s.key === key));

export async function record(
  r: Run,
  action: TimelineAction,
  who: { actor: string | null; onBehalfOf?: string | null; targets?: string[]; comment?: string; attachments?: WorkflowAttachment[]; step?: string | null },
): Promise<void> {
  r.seq += 1;
  await q.insertAction(r.trx, {
    id: newId(),
    site_id: r.siteId,
    instance_id: r.inst.id,
    seq: r.seq,
    step_key: who.step === undefined ? r.inst.step_key : who.step,
    actor_id: who.actor,
    on_behalf_of: who.onBehalfOf ?? null,
    action,
    targets: JSON.stringify(who.targets ?? []),
    comment: who.comment ?? '',
    attachments: JSON.stringify(who.attachments ?? []),
    at: r.at,
  });
}

async function save(r: Run, set: Partial<Pick<Instance, 'state' | 'step_key' | 'round' | 'ended_at'>>): Promise<void> {
  Object.assign(r.inst, set, { updated_at: r.at });
  await q.updateInstance(r.trx, r.inst.id, { ...set, updated_at: r.at });
}

/** A task for each person (a standing delegation hands it to the delegate, acting for them). */
async function assign(r: Run, step: StepSpec, userIds: string[], kind: Task['kind']): Promise<Task[]> {
  const delegations = await q.delegationsFor(r.trx, r.siteId, userIds, r.inst.form_id, r.at);
  const toOf = new Map<string, string>();
  // Newest first: a form's own delegation and the newest one win.
  for (const d of [...delegations].sort((a, b) => Number(b.form_id !== null) - Number(a.form_id !== null))) if (!toOf.has(d.from_id)) toOf.set(d.from_id, d.to_id);
  const due = step.deadlineHours ? r.at + Math.round(step.deadlineHours * 3600) : null;
  const seen = new Set<string>();
  const tasks: Task[] = [];
  for (const id of userIds) {
    const to = toOf.get(id);
    const user = to && to !== id ? to : id;
    if (seen.has(user)) continue;
    seen.add(user);
    tasks.push({
      id: newId(), site_id: r.siteId, instance_id: r.inst.id, step_key: step.key, round: r.inst.round, user_id: user, owner_id: user === id ? null : id,
      kind, state: 'pending', due_at: due, reminded_at: null, escalated_at: null, created_at: r.at, acted_at: null,
    });
  }
  await q.insertTasks(r.trx, tasks);
  r.fx.tasks.push(...tasks);
  return tasks;
}

async function copy(r: Run, userIds: string[]): Promise<void> {
  const fresh = await q.insertCc(r.trx, r.siteId, r.inst.id, userIds.filter((u) => u !== r.inst.applicant_id), r.at);
  if (!fresh.length) return;
  r.fx.copied.push(...fresh);
  await record(r, 'cc', { actor: null, targets: fresh });
}

/** Enters a step (a new round): its people get tasks, those copied are copied. */
export async function enter(r: Run, key: string): Promise<void> {
  const step = stepOf(r.spec, key);
  if (!step) return finish(r, 'approved', null);
  await save(r, { state: 'running', step_key: key, round: r.inst.round + 1 });
  let people = await resolve(r.trx, r.siteId, step.assignee, r.applicant, r.values);
  if (step.mode === 'single') people = people.slice(0, step.assignee.kind === 'role' ? people.length : 1);
  if (!people.length) {
    // Nobody to take it (no leader set, an empty role): the site's workflow managers decide.
    people = await managers(r.trx, r.siteId);
    await record(r, 'nobody', { actor: null, targets: people });
  }
  await assign(r, step, people, 'approve');
  if (step.cc.length) await copy(r, await resolveAll(r.trx, r.siteId, step.cc, r.applicant, r.values));
}

/** Ends the item: open tasks close, the submission takes the result, the ending is copied and (through the outbox) sent to the webhook. */
export async function finish(r: Run, state: Exclude<InstanceState, 'running' | 'returned'>, actor: string | null): Promise<void> {
  r.fx.closed.push(...(await q.cancelOpen(r.trx, r.inst.id, r.at)));
  await save(r, { state, step_key: null, ended_at: r.at });
  await setState(r.trx, r.siteId, r.inst.submission_id, r.inst.id, SUBMISSION_STATE[state]);
  await record(r, 'end', { actor, step: null });
  r.fx.ended = state;
  if ((state === 'approved' || state === 'rejected') && r.spec.ccOnEnd.length) await copy(r, await resolveAll(r.trx, r.siteId, r.spec.ccOnEnd, r.applicant, r.values));
  const process = await q.findProcessById(r.trx, r.siteId, r.inst.process_id);
  if (process?.webhook_url) {
    const body = JSON.stringify({
      event: 'workflow.ended',
      site: r.siteId,
      instanceId: r.inst.id,
      formId: r.inst.form_id,
      submissionId: r.inst.submission_id,
      applicantId: r.inst.applicant_id,
      state,
      values: r.values,
      endedAt: r.at,
    });
    await q.insertDelivery(r.trx, { id: newId(), site_id: r.siteId, instance_id: r.inst.id, process_id: process.id, url: process.webhook_url, body, state: 'pending', attempts: 0, next_at: r.at, last_error: '', created_at: r.at, updated_at: r.at });
  }
}

/** The live tasks of the current pass of the current step. */
export async function currentTasks(r: Run): Promise<Task[]> {
  return (await q.tasksOf(r.trx, r.inst.id)).filter((t) => t.round === r.inst.round && t.step_key === r.inst.step_key);
}

/**
 * Whether the step is decided: single/any when one assignee (or one it was escalated to)
 * approved, all when every assignee did; in each case every added signer must have approved too.
 */
export function stepDecided(step: StepSpec, tasks: Task[]): boolean {
  const live = tasks.filter((t) => t.state === 'pending' || t.state === 'approved');
  const approved = (t: Task) => t.state === 'approved';
  const main = live.filter((t) => t.kind === 'approve');
  const escalated = live.some((t) => t.kind === 'escalated' && approved(t));
  const mainOk = escalated || (step.mode === 'all' ? main.length > 0 && main.every(approved) : main.some(approved));
  return mainOk && live.filter((t) => t.kind === 'added').every(approved);
}

/** After an approval: when the step is decided, the rest of its tasks close and the item moves on. */
export async function advance(r: Run, actor: string): Promise<void> {
  const step = stepOf(r.spec, r.inst.step_key);
  if (!step) return;
  if (!stepDecided(step, await currentTasks(r))) return;
  r.fx.closed.push(...(await q.cancelOpen(r.trx, r.inst.id, r.at)));
  const next = nextStep(r.spec, step.key, r.values, r.today);
  if (next === END) await finish(r, 'approved', actor);
  else await enter(r, next);
}

/** Back to the applicant: the item waits for them to change and resubmit it. */
export async function returnToApplicant(r: Run): Promise<void> {
  r.fx.closed.push(...(await q.cancelOpen(r.trx, r.inst.id, r.at)));
  await save(r, { state: 'returned', step_key: null, round: r.inst.round + 1 });
  const task: Task = {
    id: newId(), site_id: r.siteId, instance_id: r.inst.id, step_key: APPLICANT_STEP, round: r.inst.round, user_id: r.inst.applicant_id, owner_id: null,
    kind: 'resubmit', state: 'pending', due_at: null, reminded_at: null, escalated_at: null, created_at: r.at, acted_at: null,
  };
  await q.insertTasks(r.trx, [task]);
  r.fx.tasks.push(task);
}

/** Steps this item has passed (approved at least once), in process order: where `return` may send it. */
export function passedSteps(spec: ProcessSpec, tasks: Task[], current: string | null): StepSpec[] {
  const passed = new Set(tasks.filter((t) => t.state === 'approved').map((t) => t.step_key));
  const upto = current === null ? spec.steps.length : spec.steps.findIndex((s) => s.key === current);
  return spec.steps.slice(0, Math.max(upto, 0)).filter((s) => passed.has(s.key));
}
