/** The ticket module's tables (listed in platform/db/schema.ts `DB`). */

export interface TicketTables {
  ticket_events: TicketEventsTable;
  ticket_types: TicketTypesTable;
  tickets: TicketsTable;
  ticket_subs: TicketSubsTable;
  ticket_entries: TicketEntriesTable;
  ticket_waits: TicketWaitsTable;
}

/** A ticketed event; `audience` is JSON (contract audience.ts); times are integer seconds. */
export interface TicketEventsTable {
  id: string;
  site_id: string;
  title: string;
  description: string;
  place: string;
  /** grab | reserve */
  mode: string;
  starts_at: number;
  open_at: number;
  close_at: number;
  /** refunds until (null: until starts_at) */
  refund_until: number | null;
  /** minutes a returned ticket is held for the head of the waiting list; 0 = no waiting list */
  hold_minutes: number;
  auto_draw: number;
  drawn_at: number | null;
  /** 1 once subscribers were told that grabbing opened (set by one conditional update) */
  open_notified: number;
  audience: string;
  published: number;
  created_by: string | null;
  created_at: number;
  updated_at: number;
}

/** A ticket type of an event: `remaining` only ever changes by conditional updates. */
export interface TicketTypesTable {
  id: string;
  site_id: string;
  event_id: string;
  name: string;
  quota: number;
  remaining: number;
  /** units offered to waiting-list holders: issued + remaining + held = quota */
  held: number;
  per_person: number;
  sort: number;
  created_at: number;
}

/** One issued ticket: issued → checked | cancelled. */
export interface TicketsTable {
  id: string;
  site_id: string;
  event_id: string;
  type_id: string;
  user_id: string;
  /** 兑换码, unique per site */
  code: string;
  status: string;
  created_at: number;
  checked_at: number | null;
  checked_by: string | null;
  cancelled_at: number | null;
}

/** A person's subscription to an event (active 1/0). */
export interface TicketSubsTable {
  site_id: string;
  event_id: string;
  user_id: string;
  active: number;
  updated_at: number;
}

/** A reserve-mode entry: pending → won | lost (the draw). */
export interface TicketEntriesTable {
  id: string;
  site_id: string;
  event_id: string;
  type_id: string;
  user_id: string;
  status: string;
  created_at: number;
}

/** A waiting-list place: waiting → held → confirmed | lapsed; or left. */
export interface TicketWaitsTable {
  id: string;
  site_id: string;
  event_id: string;
  type_id: string;
  user_id: string;
  status: string;
  queued_at: number;
  hold_until: number | null;
  updated_at: number;
}
