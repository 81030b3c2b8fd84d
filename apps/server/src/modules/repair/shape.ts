/** Rows of the repair tables as the contract's answers. */
import { REPAIR_PRIORITIES, type RepairEvent, type RepairOrderRow, type RepairPriority, type RepairState } from '@campus/api';
import { parseJson } from '../../platform/util.js';
import type { OrderRow } from './queries.js';
import type { RepairOrdersTable } from './tables.js';

export const priorityOf = (n: number): RepairPriority => REPAIR_PRIORITIES[Math.min(2, Math.max(0, Number(n)))] ?? 'normal';
export const priorityNumber = (p: RepairPriority) => REPAIR_PRIORITIES.indexOf(p);
/** A nullable integer column as a number (PostgreSQL gives bigints as text). */
export const num = (v: number | string | null) => (v === null ? null : Number(v));

/** Overdue now: the same rule as queries.overdueExpr. */
export function isOverdue(o: { state: string; assign_due_at: number | string | null; finish_due_at: number | string | null }, at: number): boolean {
  const unassigned = o.state === 'submitted' || o.state === 'reopened';
  const notDone = unassigned || o.state === 'assigned' || o.state === 'accepted' || o.state === 'in_progress';
  const a = num(o.assign_due_at);
  const f = num(o.finish_due_at);
  return (unassigned && a !== null && a < at) || (notDone && f !== null && f < at);
}

export function toRow(o: OrderRow, at: number): RepairOrderRow {
  return {
    id: o.id,
    state: o.state as RepairState,
    priority: priorityOf(o.priority),
    categoryId: o.category_id,
    categoryName: o.category_name ?? '',
    areaId: o.area_id,
    areaName: o.area_name ?? '',
    building: o.building,
    room: o.room,
    description: o.description,
    photos: parseJson<string[]>(o.photos, []),
    reporterId: o.reporter_id,
    reporterName: o.reporter_name ?? '',
    workerId: o.worker_id,
    workerName: o.worker_name ?? '',
    createdAt: Number(o.created_at),
    assignedAt: num(o.assigned_at),
    finishedAt: num(o.finished_at),
    assignDueAt: num(o.assign_due_at),
    finishDueAt: num(o.finish_due_at),
    overdue: isOverdue(o, at),
    escalatedAt: num(o.escalated_at),
    rating: num(o.rating),
  };
}

export function detailFields(o: RepairOrdersTable) {
  return {
    preferredTime: o.preferred_time,
    contactName: o.contact_name,
    contactPhone: o.contact_phone,
    assetCode: o.asset_code,
    beforePhotos: parseJson<string[]>(o.before_photos, []),
    afterPhotos: parseJson<string[]>(o.after_photos, []),
    materials: parseJson<{ name: string; quantity: number; unit: string }[]>(o.materials, []),
    ratingComment: o.rating_comment,
    backReason: o.back_reason,
    mergedInto: o.merged_into,
    reopenCount: Number(o.reopen_count),
  };
}

export function toEvent(e: {
  id: string;
  action: string;
  from_state: string | null;
  to_state: string;
  actor_id: string | null;
  actor_name: string | null;
  note: string;
  detail: string;
  at: number;
}): RepairEvent {
  return {
    id: e.id,
    action: e.action as RepairEvent['action'],
    fromState: e.from_state as RepairState | null,
    toState: e.to_state as RepairState,
    actorId: e.actor_id,
    actorName: e.actor_name ?? '',
    note: e.note,
    detail: parseJson<Record<string, unknown>>(e.detail, {}),
    at: Number(e.at),
  };
}
