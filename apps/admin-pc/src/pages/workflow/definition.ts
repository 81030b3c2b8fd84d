/**
 * The process designer's editor state and its pure operations: a draft close to what the inputs
 * show (names in three languages, empty meaning "not set"), the ProcessSpec it saves, step keys
 * kept consistent when steps are added, renamed, moved or removed, the check's problems pinned to
 * the step they point at, and the flow the preview draws.
 */
import { END, processSpec, type AssigneeSpec, type FieldAccess, type ProcessSpecInput, type StepMode } from '@campus/api/forms';

export interface LocalName {
  zh: string;
  en: string;
  tw: string;
}

export interface StepDraft {
  key: string;
  name: LocalName;
  assignee: AssigneeSpec;
  mode: StepMode;
  /** Only what differs from the default (read). */
  fields: Record<string, FieldAccess>;
  cc: AssigneeSpec[];
  deadlineHours: number | null;
  escalate: { afterHours: number; to: AssigneeSpec } | null;
  routes: { when: string; to: string }[];
  /** '' = the following step (or the end after the last). */
  next: string;
}

export interface ProcessDraft {
  steps: StepDraft[];
  ccOnEnd: AssigneeSpec[];
}

const nameOf = (n: unknown): LocalName => {
  if (typeof n === 'string') return { zh: n, en: '', tw: '' };
  const o = (n ?? {}) as Partial<LocalName>;
  return { zh: o.zh ?? '', en: o.en ?? '', tw: o.tw ?? '' };
};

/** A key no step has yet: step1, step2, ... */
export function freshKey(steps: readonly { key: string }[]): string {
  const taken = new Set(steps.map((s) => s.key));
  let n = steps.length + 1;
  while (taken.has(`step${n}`)) n += 1;
  return `step${n}`;
}

export function newStep(steps: readonly { key: string }[], assignee: AssigneeSpec = { kind: 'leader' }): StepDraft {
  return { key: freshKey(steps), name: { zh: '', en: '', tw: '' }, assignee, mode: 'any', fields: {}, cc: [], deadlineHours: null, escalate: null, routes: [], next: '' };
}

export const emptyDraft = (): ProcessDraft => ({ steps: [], ccOnEnd: [] });

/** The draft of a saved definition (a definition that no longer parses opens as a new one). */
export function draftOf(definition: unknown): ProcessDraft {
  const r = processSpec.safeParse(definition);
  if (!r.success) return emptyDraft();
  return {
    ccOnEnd: r.data.ccOnEnd,
    steps: r.data.steps.map((s) => ({
      key: s.key,
      name: nameOf(s.name),
      assignee: s.assignee,
      mode: s.mode,
      fields: Object.fromEntries(Object.entries(s.fields).filter(([, a]) => a !== 'read')),
      cc: s.cc,
      deadlineHours: s.deadlineHours ?? null,
      escalate: s.escalate ?? null,
      routes: s.routes,
      next: s.next ?? '',
    })),
  };
}

/** What is saved: unset texts and defaults left out, so the definition reads like one written by hand. */
export function definitionOf(d: ProcessDraft): ProcessSpecInput {
  return {
    version: 1,
    ccOnEnd: d.ccOnEnd,
    steps: d.steps.map((s) => {
      const name = s.name.en.trim() || s.name.tw.trim() ? { zh: s.name.zh.trim(), ...(s.name.en.trim() ? { en: s.name.en.trim() } : {}), ...(s.name.tw.trim() ? { tw: s.name.tw.trim() } : {}) } : s.name.zh.trim();
      return {
        key: s.key,
        name,
        assignee: s.assignee,
        mode: s.mode,
        fields: Object.fromEntries(Object.entries(s.fields).filter(([, a]) => a !== 'read')),
        cc: s.cc,
        ...(s.deadlineHours !== null ? { deadlineHours: s.deadlineHours } : {}),
        ...(s.escalate ? { escalate: s.escalate } : {}),
        routes: s.routes,
        ...(s.next ? { next: s.next } : {}),
      };
    }),
  };
}

/** Replaces one step. */
export function setStep(d: ProcessDraft, i: number, patch: Partial<StepDraft>): ProcessDraft {
  return { ...d, steps: d.steps.map((s, j) => (j === i ? { ...s, ...patch } : s)) };
}

/** A new key for step i; routes and `next` that pointed at the old key follow it. */
export function renameStep(d: ProcessDraft, i: number, key: string): ProcessDraft {
  const old = d.steps[i]?.key;
  if (old === undefined) return d;
  const follow = (to: string) => (to === old ? key : to);
  return {
    ...d,
    steps: d.steps.map((s, j) => ({ ...s, key: j === i ? key : s.key, routes: s.routes.map((r) => ({ ...r, to: follow(r.to) })), next: s.next && follow(s.next) })),
  };
}

/** Removes step i; routes to it go away and a `next` naming it falls back to the following step. */
export function removeStep(d: ProcessDraft, i: number): ProcessDraft {
  const gone = d.steps[i]?.key;
  if (gone === undefined) return d;
  return {
    ...d,
    steps: d.steps.filter((_, j) => j !== i).map((s) => ({ ...s, routes: s.routes.filter((r) => r.to !== gone), next: s.next === gone ? '' : s.next })),
  };
}

/** Moves step i up (-1) or down (+1). Routes that would then point backwards are the check's to report. */
export function moveStep(d: ProcessDraft, i: number, by: -1 | 1): ProcessDraft {
  const j = i + by;
  if (j < 0 || j >= d.steps.length) return d;
  const steps = [...d.steps];
  [steps[i], steps[j]] = [steps[j] as StepDraft, steps[i] as StepDraft];
  return { ...d, steps };
}

/** Where step i may lead: the later steps, then the end (routes only go forward). */
export function targetsAfter(d: ProcessDraft, i: number): string[] {
  return [...d.steps.slice(i + 1).map((s) => s.key), END];
}

export interface Problem {
  path: string;
  key: string;
  params: Record<string, string | number>;
}

/** The step a problem's path points into (`steps[1].routes[0].when` → 1), or null for the process itself. */
export function stepOfPath(path: string): number | null {
  const m = /^steps\[(\d+)\]/.exec(path);
  return m ? Number(m[1]) : null;
}

/** The problems of step i whose path (after `steps[i].`) starts with `under` (e.g. `routes[0]`, `assignee`); no `under`: all of the step's. */
export function problemsAt(problems: readonly Problem[], i: number, under?: string): Problem[] {
  const prefix = `steps[${i}]`;
  return problems.filter((p) => {
    if (!p.path.startsWith(prefix)) return false;
    const rest = p.path.slice(prefix.length);
    if (rest !== '' && !rest.startsWith('.') && !rest.startsWith('[')) return false;
    if (under === undefined) return true;
    const sub = rest.replace(/^\./, '');
    return sub === under || sub.startsWith(`${under}.`) || sub.startsWith(`${under}[`);
  });
}

/** Problems of the process as a whole (outside any step, e.g. `ccOnEnd[0].field`, or the steps list itself). */
export function processProblems(problems: readonly Problem[]): Problem[] {
  return problems.filter((p) => stepOfPath(p.path) === null);
}

/** The last part of a problem key (`workflow.process.backward` → backward), for the console's wording. */
export const problemName = (key: string): string => key.slice(key.lastIndexOf('.') + 1);

export interface FlowEdge {
  /** The route's condition; null for the default way. */
  when: string | null;
  to: string;
}

/** Each step with the ways out of it in the order the engine tries them (routes, then `next` or the following step). */
export function flowOf(d: ProcessDraft): { key: string; name: LocalName; edges: FlowEdge[] }[] {
  return d.steps.map((s, i) => ({
    key: s.key,
    name: s.name,
    edges: [...s.routes.map((r) => ({ when: r.when, to: r.to })), { when: null, to: s.next || (d.steps[i + 1]?.key ?? END) }],
  }));
}

/** Step i's problems worded, by the path after `steps[i].` (`''` for the step itself); several at one path joined. */
export function stepProblems(problems: readonly Problem[], i: number, word: (p: Problem) => string): Record<string, string> {
  const out: Record<string, string> = {};
  const prefix = `steps[${i}]`;
  for (const p of problemsAt(problems, i)) {
    const at = p.path.slice(prefix.length).replace(/^\./, '');
    out[at] = out[at] ? `${out[at]}; ${word(p)}` : word(p);
  }
  return out;
}

/** The problems a refused save names in `d.issues` (`{ path | field, key, params }`), or none when it is another refusal. */
export function issuesOf(d: unknown): Problem[] {
  const issues = (d as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((i) => {
    const x = i as { path?: unknown; field?: unknown; key?: unknown; params?: unknown };
    const path = typeof x.path === 'string' ? x.path : typeof x.field === 'string' ? x.field : null;
    if (path === null || typeof x.key !== 'string') return [];
    return [{ path: path.replace(/^definition\./, ''), key: x.key, params: (x.params ?? {}) as Problem['params'] }];
  });
}
