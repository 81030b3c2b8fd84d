/**
 * The workflow screens' pure logic (tested in model.test.ts): which actions the bar offers for
 * the server's `can`, what an action needs before it is sent, the plan as a steps view, the
 * schema a step sees (hidden fields absent, only its editable fields open), relative times.
 */
import { E, TO_APPLICANT, type Act, type InstanceDetail, type InstanceState, type InstanceSummary, type PlanStep } from '@campus/api';
import { ApiError } from '@campus/api/client';
import type { FormSchema } from '@campus/api/forms';
import { clockText, dateText, pickedSeconds } from '../../lib/time';

/** Everything the action bar may offer: the task's acts and the applicant's. */
export type BarAction = Act | 'withdraw' | 'resubmit' | 'urge' | 'comment';
/** The bar's order: what decides first, what hands over next, the comment last. */
const ORDER: readonly BarAction[] = ['approve', 'resubmit', 'reject', 'return', 'withdraw', 'urge', 'transfer', 'delegate', 'addSigner', 'comment'];
/** More than this and the rest go under "more". */
const MAIN_MAX = 4;

export function barActions(can: InstanceDetail['can']): { main: BarAction[]; more: BarAction[] } {
  const all = ORDER.filter((a) => can[a]);
  if (all.length <= MAIN_MAX) return { main: all, more: [] };
  return { main: all.slice(0, MAIN_MAX - 1), more: all.slice(MAIN_MAX - 1) };
}

/** Acts sent through workflow.act (the others are the applicant's own endpoints). */
export const isTaskAct = (a: BarAction): a is Act => a === 'approve' || a === 'reject' || a === 'return' || a === 'transfer' || a === 'delegate' || a === 'addSigner';
export const needsComment = (a: BarAction): boolean => a === 'reject' || a === 'return' || a === 'comment';
export const needsPerson = (a: BarAction): boolean => a === 'transfer' || a === 'delegate' || a === 'addSigner';
/** Actions that open a sheet first (the rest are sent at once, after a confirmation where it matters). */
export const needsSheet = (a: BarAction): boolean => isTaskAct(a) || a === 'comment';

export interface Attachment {
  name: string;
  url: string;
}
export interface SheetInput {
  comment: string;
  attachments: Attachment[];
  toStep?: string | undefined;
  person?: { id: string; name: string } | undefined;
  /** approve: the values of the fields the step may edit. */
  values?: Record<string, unknown> | undefined;
}
export type ActInput = { taskId: string; action: Act; comment: string; attachments: Attachment[]; toStep?: string; userId?: string; values?: Record<string, unknown> };

/** What the sheet still lacks (an i18n key), or the body of workflow.act. */
export function actInput(taskId: string, action: Act, s: SheetInput): { missing: 'commentRequired' | 'chooseStep' | 'personRequired' } | { input: ActInput } {
  const comment = s.comment.trim();
  if (needsComment(action) && !comment) return { missing: 'commentRequired' };
  if (action === 'return' && !s.toStep) return { missing: 'chooseStep' };
  if (needsPerson(action) && !s.person) return { missing: 'personRequired' };
  const input: ActInput = { taskId, action, comment, attachments: s.attachments };
  if (action === 'return' && s.toStep) input.toStep = s.toStep;
  if (needsPerson(action) && s.person) input.userId = s.person.id;
  if (action === 'approve' && s.values && Object.keys(s.values).length) input.values = s.values;
  return { input };
}

/** Where return may send it, the applicant first (the server lists it; it is added if not). */
export function returnChoices(targets: InstanceDetail['returnTargets']): { key: string; name: InstanceDetail['returnTargets'][number]['name'] | null }[] {
  const out: { key: string; name: InstanceDetail['returnTargets'][number]['name'] | null }[] = targets.map((t) => ({ key: t.key, name: t.key === TO_APPLICANT ? null : t.name }));
  if (!out.some((t) => t.key === TO_APPLICANT)) out.unshift({ key: TO_APPLICANT, name: null });
  return out.sort((a, b) => (a.key === TO_APPLICANT ? -1 : b.key === TO_APPLICANT ? 1 : 0));
}

/** The server said the item moved on (another person acted first, or the step changed). */
export const isMovedOn = (err: unknown): boolean => err instanceof ApiError && err.e === E.CONFLICT;

export type TagColor = 'primary' | 'warning' | 'success' | 'danger' | 'default';
export const STATE_COLOR: Record<InstanceState, TagColor> = {
  running: 'primary',
  returned: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'default',
  terminated: 'default',
};

/** One node of the vertical steps view. */
export interface PlanNode {
  key: string;
  /** A step's name, or null for the start/end nodes (the screen names them). */
  step: PlanStep | null;
  kind: 'start' | 'step' | 'end';
  status: 'finish' | 'process' | 'wait' | 'error';
}

/** The plan as the steps view shows it: the application, each step, then the end with the outcome. */
export function planNodes(summary: Pick<InstanceSummary, 'state'>, plan: PlanStep[]): PlanNode[] {
  const state = summary.state;
  const nodes: PlanNode[] = [{ key: '#start', step: null, kind: 'start', status: state === 'returned' ? 'process' : 'finish' }];
  for (const s of plan) {
    const refused = s.people.some((p) => p.state === 'rejected');
    const status: PlanNode['status'] =
      s.state === 'done' ? (refused ? 'error' : 'finish') : s.state === 'current' ? (state === 'running' ? 'process' : refused ? 'error' : 'wait') : 'wait';
    nodes.push({ key: s.key, step: s, kind: 'step', status });
  }
  const end: PlanNode['status'] = state === 'approved' ? 'finish' : state === 'rejected' || state === 'terminated' || state === 'withdrawn' ? 'error' : 'wait';
  nodes.push({ key: '#end', step: null, kind: 'end', status: end });
  return nodes;
}

/**
 * The schema a viewer sees: fields the step hides are taken out (with groups left empty), and
 * when editing for a step only its `edit` fields stay open (`resubmit` opens every shown field).
 * The values are the stored ones: data sources that write values do not run at start (the
 * applicant's profile source would fill in the approver's own name), nor, for a step, again.
 */
export function stepSchema(schema: FormSchema, access: Record<string, string>, mode: 'read' | 'step' | 'resubmit'): FormSchema {
  const fields = schema.fields
    .filter((f) => access[f.id] !== 'hidden')
    .map((f) => (mode === 'step' && access[f.id] !== 'edit' ? { ...f, readonly: true } : f));
  const used = new Set(fields.map((f) => f.group).filter((g): g is string => typeof g === 'string'));
  const writes = (src: FormSchema['dataSources'][number]) => src.apply.some((a) => a.mode === 'value');
  const dataSources = schema.dataSources.map((src) =>
    !writes(src) ? src : mode === 'step' ? { ...src, runAtStart: false, rerunOn: [] } : { ...src, runAtStart: false },
  );
  return { ...schema, fields, groups: schema.groups.filter((g) => used.has(g.id)), dataSources } as FormSchema;
}

/** The top-level fields a step may change. */
export const editableIds = (access: Record<string, string>): string[] => Object.keys(access).filter((k) => access[k] === 'edit');

/** Only the named fields' values (a step sends back what it may edit, nothing more). */
export function pickValues(values: Record<string, unknown>, ids: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const id of ids) if (Object.hasOwn(values, id)) out[id] = values[id];
  return out;
}

/** A past time in words: an i18n key of h5Workflow.time and its params; older than a week it is a date. */
export function ago(at: number, now: number): { key: 'justNow' | 'minutes' | 'hours' | 'yesterday' | 'days'; n?: number; time?: string } | { date: string } {
  const s = Math.max(0, now - at);
  if (s < 60) return { key: 'justNow' };
  if (s < 3600) return { key: 'minutes', n: Math.floor(s / 60) };
  // Days are the site's: "yesterday" is the day before the site's today.
  const day = (t: number) => Date.parse(`${dateText(t)}T00:00:00Z`) / 1000;
  const days = Math.round((day(now) - day(at)) / 86400);
  if (days === 0) return { key: 'hours', n: Math.floor(s / 3600) };
  if (days === 1) return { key: 'yesterday', time: clockText(at) };
  if (days < 7) return { key: 'days', n: days };
  return { date: dateText(at) };
}

/** A delegation's standing today. */
export function delegationState(d: { startsAt: number; endsAt: number }, now: number): 'active' | 'upcoming' | 'ended' {
  if (now < d.startsAt) return 'upcoming';
  return now < d.endsAt ? 'active' : 'ended';
}

/**
 * A delegation's period from two picked days (wheel-picker Dates, see lib/time pickerDate): from
 * the first day's start to the end of the last on the site's clock (seconds).
 */
export function periodOf(from: Date | null, until: Date | null): { startsAt: number; endsAt: number } | { missing: 'needDates' | 'badRange' } {
  if (!from || !until) return { missing: 'needDates' };
  const dayStart = (d: Date, plus = 0) => pickedSeconds(new Date(d.getFullYear(), d.getMonth(), d.getDate() + plus));
  const start = dayStart(from);
  const end = dayStart(until, 1);
  if (end <= start) return { missing: 'badRange' };
  return { startsAt: start, endsAt: end };
}

/**
 * What each item screen offers: the assignee's page (reached from the to-do list, where a
 * returned application is the applicant's own to-do) everything the server allows; the
 * applicant's page everything but the task's acts, for which it leads to the assignee's page.
 * Terminating is the console's.
 */
export function canFor(can: InstanceDetail['can'], role: 'assignee' | 'applicant'): InstanceDetail['can'] {
  const task = role === 'assignee';
  return {
    ...can,
    approve: task && can.approve,
    reject: task && can.reject,
    return: task && can.return,
    transfer: task && can.transfer,
    delegate: task && can.delegate,
    addSigner: task && can.addSigner,
    terminate: false,
  };
}

/** The task acts the server allows (the applicant's page then leads to the assignee's). */
export const hasTaskActs = (can: InstanceDetail['can']): boolean => can.approve || can.reject || can.return || can.transfer || can.delegate || can.addSigner;
