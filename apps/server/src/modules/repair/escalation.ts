/**
 * SLA escalation, evaluated lazily whenever orders of a site are read (lists, board, queue,
 * detail, statistics): each overdue open order is escalated once — the escalation is claimed by
 * a conditional update (escalated_at null → now) that exactly one caller wins across processes,
 * then the dispatchers (and the worker) are notified. A reopened order may escalate again.
 */
import type { RepairState } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now } from '../../platform/util.js';
import { isUnassigned } from './machine.js';
import * as notices from './notices.js';
import * as q from './queries.js';

/** Escalations per read, so one read never does unbounded work; the next read takes the rest. */
const BATCH = 20;

export async function escalateDue(ctx: Ctx, at = now()): Promise<number> {
  const due = await q.dueForEscalation(ctx.db, ctx.site.id, at, BATCH);
  let done = 0;
  for (const o of due) {
    const unassignedLate = isUnassigned(o.state as RepairState) && o.assign_due_at !== null && Number(o.assign_due_at) < at;
    const kind = unassignedLate ? 'assign' : 'finish';
    const dueAt = Number(kind === 'assign' ? o.assign_due_at : o.finish_due_at);
    const ev = { id: newId(), site_id: o.site_id, order_id: o.id, actor_id: null, action: 'escalate', from_state: o.state, to_state: o.state, note: '', detail: JSON.stringify({ kind, dueAt }), at };
    if (!(await q.claimEscalation(ctx.db, ctx.site.id, o.id, at, ev))) continue;
    done++;
    const cat = await q.findCategory(ctx.db, ctx.site.id, o.category_id);
    await notices.overdue(ctx, o, cat?.name ?? '', kind, dueAt);
  }
  return done;
}
