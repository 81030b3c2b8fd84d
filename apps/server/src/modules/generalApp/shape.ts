/** Rows to the contract's shapes (generalApp), and the space's rule columns read once. */
import type { Audience, GaAppointment, GaAppointmentAdmin, GaCategory, GaSpace, GaStatus } from '@campus/api';
import { parseJson } from '../../platform/util.js';
import type { JoinedRow } from './queries.js';
import { hhmm, localOf, type OpeningHours } from './slots.js';
import type { GaEventsTable, GaSpacesTable } from './tables.js';

export function toSpace(r: GaSpacesTable): GaSpace {
  return {
    id: r.id,
    name: r.name,
    category: r.category as GaCategory,
    location: r.location,
    photos: parseJson<string[]>(r.photos, []),
    description: r.description,
    capacity: Number(r.capacity),
    whole: r.whole === 1,
    hours: hoursOf(r),
    slotMinutes: Number(r.slot_minutes),
    horizonDays: Number(r.horizon_days),
    perDay: Number(r.per_day),
    perWeek: Number(r.per_week),
    approval: r.approval === 1,
    checkin: r.checkin === 1,
    graceMinutes: Number(r.grace_minutes),
    enabled: r.enabled === 1,
  };
}

export const hoursOf = (r: GaSpacesTable): OpeningHours => {
  const h = parseJson<OpeningHours>(r.hours, []);
  return Array.from({ length: 7 }, (_, i) => h[i] ?? []);
};
export const audienceOf = (r: GaSpacesTable): Audience => parseJson<Audience>(r.audience, {});
export const approversOf = (r: GaSpacesTable): string[] => parseJson<string[]>(r.approvers, []);

/** The stored state, except a pending request whose slot has started: never decided, expired. */
export function statusOf(status: string, startsAt: number, at: number): GaStatus {
  if (status === 'pending' && startsAt <= at) return 'expired';
  return status as GaStatus;
}

export function toAppointment(r: JoinedRow, at: number, withCode: boolean, tz: string): GaAppointment {
  const start = localOf(Number(r.starts_at), tz);
  return {
    id: r.id,
    spaceId: r.space_id,
    spaceName: r.space_name,
    location: r.location,
    startsAt: Number(r.starts_at),
    endsAt: Number(r.ends_at),
    day: start.date,
    from: hhmm(start.minutes),
    to: hhmm(localOf(Number(r.ends_at), tz).minutes),
    attendees: Number(r.attendees),
    purpose: r.purpose,
    contact: r.contact,
    status: statusOf(r.status, Number(r.starts_at), at),
    reason: r.reason,
    code: withCode ? r.code : '',
    checkin: r.checkin === 1,
    graceUntil: Number(r.grace_until),
    graceAt: hhmm(localOf(Number(r.grace_until), tz).minutes),
    checkedAt: r.checked_at === null ? null : Number(r.checked_at),
    decidedAt: r.decided_at === null ? null : Number(r.decided_at),
    seriesId: r.series_id,
    createdAt: Number(r.created_at),
  };
}

export function toAdmin(r: JoinedRow, at: number, tz: string): GaAppointmentAdmin {
  return {
    ...toAppointment(r, at, false, tz),
    userName: r.user_name,
    number: r.user_number,
    checkedBy: r.checker_name ?? '',
  };
}

export function toEvent(
  e: GaEventsTable & { space_name: string; starts_at: number; by_name: string | null },
  tz: string,
) {
  const start = localOf(Number(e.starts_at), tz);
  const at = localOf(Number(e.at), tz);
  return {
    id: e.id,
    appointmentId: e.appointment_id,
    kind: e.kind as 'booked',
    note: e.note,
    by: e.by_name ?? '',
    at: Number(e.at),
    spaceName: e.space_name,
    startsAt: Number(e.starts_at),
    /** Site-local `YYYY-MM-DD HH:MM` of the appointment's start and of the event. */
    when: `${start.date} ${hhmm(start.minutes)}`,
    atText: `${at.date} ${hhmm(at.minutes)}`,
  };
}
