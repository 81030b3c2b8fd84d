/**
 * Reading items: the to-do, done, copied, mine and admin lists, and one item as the caller may see
 * it (fields hidden from their step left out), with the plan, the timeline and what they may do.
 */
import { TO_APPLICANT, type InstanceDetail, type InstanceState, type InstanceSummary, type ParsedInputOf, type PlanStep, type TaskKind, type TimelineAction, type contract } from '@campus/api';
import { END, fieldAccessOf, nextStep, type FieldAccess, type FormSchema, type ProcessSpec } from '@campus/api/forms';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/index.js';
import { now, parseJson } from '../../platform/util.js';
import { fileLinks, readSchema, readSubmission } from '../forms/hooks.js';
import { isManager, takesPart, untouched } from './actions.js';
import { APPLICANT_STEP, passedSteps, stepOf, type Task } from './engine.js';
import * as q from './queries.js';
import { notFound, siteToday, specOf } from './run.js';

type C = typeof contract.workflow;
type Person = { id: string; name: string };

async function holdersOf(db: Db, siteId: string, ids: string[]): Promise<Map<string, Person[]>> {
  const out = new Map<string, Person[]>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('wf_tasks as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.instance_id', 'u.id', 'u.name'])
    .where('t.site_id', '=', siteId)
    .where('t.instance_id', 'in', ids)
    .where('t.state', '=', 'pending')
    .orderBy('t.created_at')
    .execute();
  for (const r of rows) {
    const list = out.get(r.instance_id) ?? [];
    if (!list.some((p) => p.id === r.id)) list.push({ id: r.id, name: r.name });
    out.set(r.instance_id, list);
  }
  return out;
}

function toSummary(r: q.SummaryRow, holders: Map<string, Person[]>): InstanceSummary {
  const step = stepOf(specOf(r.definition), r.step_key);
  return {
    id: r.id,
    formId: r.form_id,
    formName: r.form_name,
    category: r.category,
    submissionId: r.submission_id,
    applicant: { id: r.applicant_id, name: r.applicant_name, number: r.applicant_number, department: r.department_name ?? '' },
    state: r.state as InstanceState,
    stepKey: step ? r.step_key : null,
    stepName: step?.name ?? null,
    holders: holders.get(r.id) ?? [],
    startedAt: Number(r.started_at),
    updatedAt: Number(r.updated_at),
    endedAt: r.ended_at === null ? null : Number(r.ended_at),
  };
}

async function summaries(ctx: Ctx, rows: q.SummaryRow[]): Promise<InstanceSummary[]> {
  const holders = await holdersOf(ctx.db, ctx.site.id, rows.map((r) => r.id));
  return rows.map((r) => toSummary(r, holders));
}

const pageOf = (f: { current: number; pageSize: number }) => ({ offset: (f.current - 1) * f.pageSize, limit: f.pageSize });

export async function counts(ctx: Ctx) {
  const me = ctx.me().id;
  const open = await q.countOpen(ctx.db, ctx.site.id, me, now());
  const returned = await q.listMine(ctx.db, ctx.site.id, me, { state: 'returned' }, { offset: 0, limit: 1 });
  return { ...open, returned: returned.total };
}

export async function todo(ctx: Ctx, f: ParsedInputOf<C['todo']>) {
  const { rows, total } = await q.listTodo(ctx.db, ctx.site.id, ctx.me().id, f, pageOf(f));
  const list = await summaries(ctx, rows);
  const at = now();
  return {
    list: rows.map((r, i) => ({
      id: r.task_id,
      kind: r.task_kind as TaskKind,
      onBehalfOf: r.owner_id ? { id: r.owner_id, name: r.owner_name ?? '' } : null,
      createdAt: Number(r.task_created_at),
      dueAt: r.due_at === null ? null : Number(r.due_at),
      overdue: r.due_at !== null && Number(r.due_at) < at,
      instance: list[i]!,
    })),
    total, current: f.current, pageSize: f.pageSize,
  };
}

export async function done(ctx: Ctx, f: ParsedInputOf<C['done']>) {
  const { rows, total } = await q.listDone(ctx.db, ctx.site.id, ctx.me().id, f, pageOf(f));
  const list = await summaries(ctx, rows);
  return { list: rows.map((r, i) => ({ action: r.my_action as TimelineAction, actedAt: Number(r.acted_at), instance: list[i]! })), total, current: f.current, pageSize: f.pageSize };
}

export async function cc(ctx: Ctx, f: ParsedInputOf<C['cc']>) {
  const { rows, total } = await q.listCc(ctx.db, ctx.site.id, ctx.me().id, f, pageOf(f));
  return { list: await summaries(ctx, rows), total, current: f.current, pageSize: f.pageSize };
}

export async function mine(ctx: Ctx, f: ParsedInputOf<C['mine']>) {
  const { rows, total } = await q.listMine(ctx.db, ctx.site.id, ctx.me().id, f, pageOf(f));
  return { list: await summaries(ctx, rows), total, current: f.current, pageSize: f.pageSize };
}

export async function adminList(ctx: Ctx, f: ParsedInputOf<C['adminList']>) {
  const { rows, total } = await q.listAll(ctx.db, ctx.site.id, { ...f, overdueAt: f.overdue ? now() : undefined }, pageOf(f));
  return { list: await summaries(ctx, rows), total, current: f.current, pageSize: f.pageSize };
}

export async function bySubmission(ctx: Ctx, submissionId: string) {
  const row = await q.findBySubmission(ctx.db, ctx.site.id, submissionId);
  if (!row || !(await takesPart(ctx, { id: row.id, applicant_id: row.applicant_id }))) return { id: null };
  return { id: row.id };
}

/* ---------- one item ---------- */

/** What the caller sees of each field: their open step's access; the steps they acted at (a field any of them shows); everything for the applicant, copies and managers. */
function accessFor(spec: ProcessSpec, schema: FormSchema, tasks: Task[], me: string, full: boolean, openStep: string | null): Record<string, FieldAccess> {
  const all = fieldAccessOf(undefined, schema);
  if (openStep) return fieldAccessOf(stepOf(spec, openStep), schema);
  if (full) return all;
  const steps = [...new Set(tasks.filter((t) => t.user_id === me || t.owner_id === me).map((t) => t.step_key))].map((k) => fieldAccessOf(stepOf(spec, k), schema));
  const out: Record<string, FieldAccess> = {};
  for (const id of Object.keys(all)) out[id] = steps.some((s) => s[id] !== 'hidden') ? 'read' : 'hidden';
  return out;
}

type PersonState = PlanStep['people'][number]['state'];

function planOf(spec: ProcessSpec, state: string, current: string | null, tasks: Task[], names: Map<string, string>, values: Record<string, unknown>, today: string): PlanStep[] {
  // The path as it stands: the steps walked so far by the conditions on today's values.
  const path: string[] = [];
  for (let key: string = spec.steps[0]!.key; key !== END && path.length < spec.steps.length && !path.includes(key); key = nextStep(spec, key, values, today)) path.push(key);
  const ended = state !== 'running' && state !== 'returned';
  const at = current === null ? -1 : path.indexOf(current);
  return path.map((key, i) => {
    const step = stepOf(spec, key)!;
    const rounds = tasks.filter((t) => t.step_key === key);
    const last = rounds.length ? Math.max(...rounds.map((t) => t.round)) : -1;
    const people = rounds
      .filter((t) => t.round === last && t.state !== 'transferred' && t.state !== 'delegated')
      .map((t) => ({ id: t.user_id, name: names.get(t.user_id) ?? '', state: t.state as PersonState }));
    const approved = rounds.some((t) => t.round === last && t.state === 'approved');
    const stepState: PlanStep['state'] = key === current ? 'current' : (at >= 0 && i < at) || (ended && approved) || (current === null && approved) ? 'done' : 'ahead';
    return { key, name: step.name, mode: step.mode, state: stepState, people };
  });
}

export async function instance(ctx: Ctx, id: string): Promise<InstanceDetail> {
  const me = ctx.me().id;
  const row = await q.findSummary(ctx.db, ctx.site.id, id);
  if (!row || !(await takesPart(ctx, { id: row.id, applicant_id: row.applicant_id }))) throw notFound();
  const [tasks, actions, sub, manager] = await Promise.all([q.tasksOf(ctx.db, id), q.actionsOf(ctx.db, id), readSubmission(ctx.db, ctx.site.id, row.submission_id), isManager(ctx)]);
  const schema = sub && (await readSchema(ctx.db, ctx.site.id, sub.versionId));
  if (!sub || !schema) throw notFound();
  const spec = specOf(row.definition);
  const mine = tasks.find((t) => t.user_id === me && t.state === 'pending' && t.round === row.round) ?? null;
  const applicant = row.applicant_id === me;
  const copied = !applicant && !manager ? await q.isCopied(ctx.db, id, me) : false;
  const access = accessFor(spec, schema, tasks, me, applicant || manager || copied, mine && mine.kind !== 'resubmit' ? mine.step_key : null);
  if (mine?.kind === 'resubmit') for (const k of Object.keys(access)) access[k] = 'edit';
  const values = Object.fromEntries(Object.entries(sub.values).filter(([k]) => access[k] !== 'hidden'));

  const ids = new Set<string>([...tasks.map((t) => t.user_id), ...tasks.flatMap((t) => (t.owner_id ? [t.owner_id] : []))]);
  for (const a of actions) {
    if (a.actor_id) ids.add(a.actor_id);
    if (a.on_behalf_of) ids.add(a.on_behalf_of);
    for (const t of parseJson<string[]>(a.targets, [])) ids.add(t);
  }
  const names = await q.namesOf(ctx.db, ctx.site.id, [...ids]);
  const person = (uid: string | null) => (uid ? { id: uid, name: names.get(uid) ?? '' } : null);
  const holders = await holdersOf(ctx.db, ctx.site.id, [id]);
  const summary = toSummary(row, holders);
  const running = row.state === 'running';
  const current = tasks.filter((t) => t.round === row.round && t.step_key === row.step_key);
  const approving = mine !== null && mine.kind !== 'resubmit' && running;
  const step = stepOf(spec, row.step_key);
  const at = now();

  return {
    instance: summary,
    schema,
    values,
    access,
    files: await fileLinks(ctx.db, ctx.site.id, schema, values),
    plan: planOf(spec, row.state, step ? row.step_key : null, tasks.filter((t) => t.step_key !== APPLICANT_STEP), names, sub.values, siteToday(ctx.site)),
    timeline: actions.map((a) => {
      const s = stepOf(spec, a.step_key);
      return {
        id: a.id, at: Number(a.at), action: a.action as TimelineAction, actor: person(a.actor_id), onBehalfOf: person(a.on_behalf_of),
        target: parseJson<string[]>(a.targets, []).map((u) => person(u)!), stepKey: s ? a.step_key : null, stepName: s?.name ?? null,
        comment: a.comment, attachments: parseJson(a.attachments, []),
      };
    }),
    task: mine
      ? { id: mine.id, kind: mine.kind as TaskKind, onBehalfOf: person(mine.owner_id), createdAt: Number(mine.created_at), dueAt: mine.due_at === null ? null : Number(mine.due_at), overdue: mine.due_at !== null && Number(mine.due_at) < at }
      : null,
    can: {
      approve: approving, reject: approving, return: approving, transfer: approving, delegate: approving, addSigner: approving,
      withdraw: applicant && (row.state === 'returned' || (running && untouched(current))),
      resubmit: applicant && row.state === 'returned' && mine?.kind === 'resubmit',
      terminate: manager && (running || row.state === 'returned'),
      urge: applicant && running,
      comment: true,
    },
    returnTargets: approving ? [{ key: TO_APPLICANT, name: '' }, ...passedSteps(spec, tasks, row.step_key).map((s) => ({ key: s.key, name: s.name }))] : [],
  };
}
