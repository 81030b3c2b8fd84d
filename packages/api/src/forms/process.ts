/**
 * An approval process attached to a form: its steps, who acts at each, how many must approve,
 * where a step leads (conditions on the form's values choose), what each step may see and
 * change, who is copied, deadlines and escalation. The console's designer edits it; the server's
 * workflow engine (apps/server/src/modules/workflow) runs it. `checkProcess` is what publishing
 * requires beyond the shape: keys unique, routes only forward (so every instance ends), conditions
 * parse and name real fields, a `field` assignee names a person field.
 */
import { z } from 'zod';
import { ExprError, parse, refsOf, run, truthy, type Scope, type Value } from './expr.js';
import { fieldId, localText, type FormSchema } from './schema.js';

/** Who acts at a step (or is copied): resolved against the applicant and the submission when the step starts. */
export const assigneeSpec = z.discriminatedUnion('kind', [
  /** Everyone holding the role on the site. */
  z.object({ kind: z.literal('role'), role: z.string().min(1).max(40) }),
  /** The leader of the applicant's department. */
  z.object({ kind: z.literal('leader') }),
  /** The counselor of the applicant's class. */
  z.object({ kind: z.literal('counselor') }),
  /** Named people. */
  z.object({ kind: z.literal('person'), users: z.array(z.object({ id: z.string().min(1).max(64), name: z.string().max(80) })).min(1).max(50) }),
  /** The people picked in a person field of the form. */
  z.object({ kind: z.literal('field'), field: fieldId }),
]);
export type AssigneeSpec = z.infer<typeof assigneeSpec>;
export const ASSIGNEE_KINDS = ['role', 'leader', 'counselor', 'person', 'field'] as const;

/** single: one person decides; any: the first of several decides (或签); all: every one must approve (会签). */
export const STEP_MODES = ['single', 'any', 'all'] as const;
export type StepMode = (typeof STEP_MODES)[number];
/** What a step sees of a field: hidden, read (the default) or edit. */
export const FIELD_ACCESS = ['hidden', 'read', 'edit'] as const;
export type FieldAccess = (typeof FIELD_ACCESS)[number];

export const END = 'end';
export const stepKey = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, 'an identifier: letters, digits, _');

export const stepSpec = z.object({
  key: stepKey,
  name: localText,
  assignee: assigneeSpec,
  mode: z.enum(STEP_MODES).default('any'),
  /** Per field (top-level field id): hidden | read | edit; unlisted fields are read. */
  fields: z.record(fieldId, z.enum(FIELD_ACCESS)).default({}),
  /** Copied (抄送) when the step starts: they may read the item, they do not act. */
  cc: z.array(assigneeSpec).max(10).default([]),
  /** Hours an assignee has; past it they are reminded once. */
  deadlineHours: z.number().positive().max(24 * 90).optional(),
  /** Hours after the deadline when the step is also handed to `to` (who may act as any assignee). */
  escalate: z.object({ afterHours: z.number().min(0).max(24 * 90), to: assigneeSpec }).optional(),
  /** Tried in order when the step is approved: the first whose condition holds chooses the next step. */
  routes: z.array(z.object({ when: z.string().min(1).max(2000), to: z.string().min(1).max(40) })).max(20).default([]),
  /** The next step when no route applies: a step key or `end`; by default the following step. */
  next: z.string().min(1).max(40).optional(),
});
export type StepSpec = z.infer<typeof stepSpec>;

export const processSpec = z.object({
  version: z.literal(1).default(1),
  steps: z.array(stepSpec).min(1).max(30),
  /** Copied when the process ends (approved or rejected). */
  ccOnEnd: z.array(assigneeSpec).max(10).default([]),
});
export type ProcessSpec = z.infer<typeof processSpec>;
export type ProcessSpecInput = z.input<typeof processSpec>;

export type ProcessProblemKey = 'invalid' | 'duplicateKey' | 'unknownStep' | 'backward' | 'syntax' | 'unknownRef' | 'unknownField' | 'notPerson' | 'singleMany';
export interface ProcessProblem {
  path: string;
  key: `workflow.process.${ProcessProblemKey}`;
  params: Record<string, string | number>;
}
const problem = (path: string, key: ProcessProblemKey, params: ProcessProblem['params'] = {}): ProcessProblem => ({ path, key: `workflow.process.${key}`, params });

function checkAssignee(a: AssigneeSpec, path: string, schema: FormSchema, out: ProcessProblem[]): void {
  if (a.kind !== 'field') return;
  const f = schema.fields.find((x) => x.id === a.field);
  if (!f) out.push(problem(`${path}.field`, 'unknownField', { id: a.field }));
  else if (f.kind !== 'person') out.push(problem(`${path}.field`, 'notPerson', { id: a.field }));
}

/** Every problem of a parsed process against the form it runs on (empty: it may be published). */
export function checkProcess(p: ProcessSpec, schema: FormSchema): ProcessProblem[] {
  const out: ProcessProblem[] = [];
  const index = new Map<string, number>();
  p.steps.forEach((s, i) => {
    if (index.has(s.key)) out.push(problem(`steps[${i}].key`, 'duplicateKey', { key: s.key }));
    else index.set(s.key, i);
  });
  const fieldIds = new Set(schema.fields.map((f) => f.id));
  const target = (to: string, i: number, path: string) => {
    if (to === END) return;
    const j = index.get(to);
    if (j === undefined) out.push(problem(path, 'unknownStep', { key: to }));
    else if (j <= i) out.push(problem(path, 'backward', { key: to }));
  };
  p.steps.forEach((s, i) => {
    const at = `steps[${i}]`;
    checkAssignee(s.assignee, `${at}.assignee`, schema, out);
    if (s.mode === 'single' && s.assignee.kind === 'person' && s.assignee.users.length > 1) out.push(problem(`${at}.mode`, 'singleMany'));
    s.cc.forEach((c, j) => checkAssignee(c, `${at}.cc[${j}]`, schema, out));
    if (s.escalate) checkAssignee(s.escalate.to, `${at}.escalate.to`, schema, out);
    for (const id of Object.keys(s.fields)) if (!fieldIds.has(id)) out.push(problem(`${at}.fields.${id}`, 'unknownField', { id }));
    s.routes.forEach((r, j) => {
      try {
        for (const ref of refsOf(parse(r.when))) if (!fieldIds.has(ref.id)) out.push(problem(`${at}.routes[${j}].when`, 'unknownRef', { id: ref.id }));
      } catch (err) {
        if (!(err instanceof ExprError)) throw err;
        out.push(problem(`${at}.routes[${j}].when`, 'syntax', { message: err.message }));
      }
      target(r.to, i, `${at}.routes[${j}].to`);
    });
    if (s.next !== undefined) target(s.next, i, `${at}.next`);
  });
  p.ccOnEnd.forEach((c, j) => checkAssignee(c, `ccOnEnd[${j}]`, schema, out));
  return out;
}

/** Parses a JSON value as a process and checks it against the form's schema. */
export function parseProcess(json: unknown, schema: FormSchema): { ok: true; process: ProcessSpec } | { ok: false; problems: ProcessProblem[] } {
  const r = processSpec.safeParse(json);
  if (!r.success) return { ok: false, problems: r.error.issues.map((i) => problem(i.path.join('.').replace(/\.(\d+)/g, '[$1]'), 'invalid', { message: i.message })) };
  const problems = checkProcess(r.data, schema);
  return problems.length ? { ok: false, problems } : { ok: true, process: r.data };
}

/** A scope over stored values for route conditions (site date for `today()`). */
export function valuesScope(values: Record<string, unknown>, today: string): Scope {
  return {
    get: (id) => (values[id] ?? null) as Value,
    rows: (id) => (Array.isArray(values[id]) ? (values[id] as Record<string, Value>[]) : []),
    today,
  };
}

/** The step after `current` is approved: the first route whose condition holds, else `next`, else the following step, else the end. */
export function nextStep(p: ProcessSpec, current: string, values: Record<string, unknown>, today: string): string {
  const i = p.steps.findIndex((s) => s.key === current);
  const s = p.steps[i];
  if (!s) return END;
  const scope = valuesScope(values, today);
  for (const r of s.routes) {
    let holds = false;
    try {
      holds = truthy(run(parse(r.when), scope));
    } catch {
      // A condition that fails at run time (checked at publish, so only odd data) does not hold.
    }
    if (holds) return r.to;
  }
  return s.next ?? p.steps[i + 1]?.key ?? END;
}

/** A step's access to each top-level field (unlisted: read). */
export function fieldAccessOf(step: StepSpec | undefined, schema: FormSchema): Record<string, FieldAccess> {
  const out: Record<string, FieldAccess> = {};
  for (const f of schema.fields) out[f.id] = step?.fields[f.id] ?? 'read';
  return out;
}
