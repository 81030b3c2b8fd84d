/**
 * Pure rules of the item view: which actions the caller sees (from the server's `can`), the
 * form as this caller may see it (hidden fields removed), which fields they may change on
 * approving, and the values an approval sends (only those fields, only when changed).
 */
import type { InstanceDetail } from '@campus/api';
import type { FieldAccess, FormSchema } from '@campus/api/forms';

/** Actions on the caller's task, then on the item; in the order the bar shows them. */
export const ACTION_ORDER = ['approve', 'reject', 'return', 'transfer', 'delegate', 'addSigner', 'comment', 'urge', 'withdraw', 'terminate'] as const;
export type ItemAction = (typeof ACTION_ORDER)[number];
/** Task actions sent to `workflow.act`. */
export const TASK_ACTIONS: ReadonlySet<ItemAction> = new Set(['approve', 'reject', 'return', 'transfer', 'delegate', 'addSigner']);
/** Those that pick a person. */
export const PERSON_ACTIONS: ReadonlySet<ItemAction> = new Set(['transfer', 'delegate', 'addSigner']);
/** Those whose comment (reason) is required. */
export const REASON_REQUIRED: ReadonlySet<ItemAction> = new Set(['reject', 'return', 'comment', 'terminate']);

/** The actions to show: what the server allows, task actions only with an open task, return only with somewhere to return to. */
export function visibleActions(d: Pick<InstanceDetail, 'can' | 'task' | 'returnTargets'>): ItemAction[] {
  return ACTION_ORDER.filter((a) => {
    if (!d.can[a]) return false;
    if (TASK_ACTIONS.has(a) && !d.task) return false;
    if (a === 'return' && d.returnTargets.length === 0) return false;
    return true;
  });
}

/** The form without the fields hidden from the caller (and groups left empty by that). */
export function visibleSchema(schema: FormSchema, access: Record<string, FieldAccess>): FormSchema {
  const fields = schema.fields.filter((f) => access[f.id] !== 'hidden');
  return { ...schema, fields };
}

/** The fields the caller may change when approving (only with an open task they may approve). */
export function editableFields(d: Pick<InstanceDetail, 'access' | 'can' | 'task'>): Set<string> {
  if (!d.task || !d.can.approve) return new Set();
  return new Set(Object.entries(d.access).filter(([, a]) => a === 'edit').map(([id]) => id));
}

/** The values an approval sends: the editable fields whose value changed; undefined when none did. */
export function changedValues(before: Record<string, unknown>, after: Record<string, unknown>, editable: ReadonlySet<string>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const id of editable) if (JSON.stringify(before[id] ?? null) !== JSON.stringify(after[id] ?? null)) out[id] = after[id];
  return Object.keys(out).length ? out : undefined;
}

/** Colours of the item states (antd Tag presets). */
export const STATE_COLORS = { running: 'processing', returned: 'warning', approved: 'success', rejected: 'error', withdrawn: 'default', terminated: 'default' } as const;

/** antd Steps' status of a plan step. */
export function planStatus(state: 'done' | 'current' | 'ahead', rejected: boolean): 'finish' | 'process' | 'wait' | 'error' {
  if (state === 'done') return 'finish';
  if (state === 'current') return rejected ? 'error' : 'process';
  return 'wait';
}

/** The item as a PDF (opened in a new tab; the console's site named, as its calls send X-Site). */
export function pdfUrl(id: string, site?: string): string {
  const q = new URLSearchParams({ id });
  if (site) q.set('site', site);
  return `/api/workflow/pdf?${q}`;
}
