/** Rows to answers (and back): events, tickets, the machine's view of an event, new tickets. */
import type { MyTicket, TicketMode, TicketStatus } from '@campus/api';
import type { TicketEventsTable, TicketsTable } from './tables.js';
import { newId, randomCode } from '../../platform/util.js';
import type { EventTimes } from './machine.js';

/** 兑换码: 12 characters people can type or scan, from the CSPRNG (60 bits). */
export const redemptionCode = (): string => randomCode();

export function toEvent(r: TicketEventsTable) {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    place: r.place,
    mode: (r.mode === 'reserve' ? 'reserve' : 'grab') as TicketMode,
    startsAt: Number(r.starts_at),
    openAt: Number(r.open_at),
    closeAt: Number(r.close_at),
    refundUntil: Number(r.refund_until ?? r.starts_at),
    holdMinutes: Number(r.hold_minutes),
    autoDraw: Number(r.auto_draw) === 1,
    drawnAt: r.drawn_at === null ? null : Number(r.drawn_at),
    published: Number(r.published) === 1,
  };
}

export function toTicket(r: TicketsTable): MyTicket {
  return {
    id: r.id,
    typeId: r.type_id,
    code: r.code,
    status: r.status as TicketStatus,
    createdAt: Number(r.created_at),
    checkedAt: r.checked_at === null || r.checked_at === undefined ? null : Number(r.checked_at),
  };
}

export const times = (e: TicketEventsTable): EventTimes => ({
  starts_at: Number(e.starts_at),
  open_at: Number(e.open_at),
  close_at: Number(e.close_at),
  refund_until: e.refund_until === null ? null : Number(e.refund_until),
  mode: e.mode === 'reserve' ? 'reserve' : 'grab',
  drawn_at: e.drawn_at === null ? null : Number(e.drawn_at),
  hold_minutes: Number(e.hold_minutes),
});

export function newTicket(site: string, eventId: string, typeId: string, userId: string, at: number): TicketsTable {
  return { id: newId(), site_id: site, event_id: eventId, type_id: typeId, user_id: userId, code: redemptionCode(), status: 'issued', created_at: at, checked_at: null, checked_by: null, cancelled_at: null };
}

