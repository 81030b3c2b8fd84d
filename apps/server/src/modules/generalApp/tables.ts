/** The generalApp module's tables (listed in platform/db/schema.ts `DB`); times are integer seconds. */

export interface GeneralAppTables {
  ga_spaces: GaSpacesTable;
  ga_slots: GaSlotsTable;
  ga_usage: GaUsageTable;
  ga_appointments: GaAppointmentsTable;
  ga_events: GaEventsTable;
}

/** A bookable space. `hours` is JSON `OpeningHours` (slots.ts); `photos`, `approvers` JSON arrays; `audience` JSON. */
export interface GaSpacesTable {
  id: string;
  site_id: string;
  name: string;
  category: string;
  location: string;
  photos: string;
  description: string;
  /** People per slot; with `whole` = 1 the most people in the room for its one booking per slot. */
  capacity: number;
  whole: number;
  hours: string;
  slot_minutes: number;
  horizon_days: number;
  /** Appointments per person per day / week on this space; 0 = no limit. */
  per_day: number;
  per_week: number;
  audience: string;
  approval: number;
  approvers: string;
  checkin: number;
  grace_minutes: number;
  enabled: number;
  sort: number;
  created_by: string | null;
  created_at: number;
  updated_at: number;
}

/** One slot of a space, made on its first booking: `remaining` changes only conditionally. */
export interface GaSlotsTable {
  id: string;
  site_id: string;
  space_id: string;
  starts_at: number;
  ends_at: number;
  capacity: number;
  remaining: number;
}

/** Live appointments of a person on a space in a period (`d:2026-11-22` or `w:2026-11-16`). */
export interface GaUsageTable {
  space_id: string;
  user_id: string;
  period: string;
  used: number;
}

/**
 * pending → approved | rejected | cancelled; approved → checked | cancelled | noshow | completed;
 * checked → completed. `hold` = slot id while the appointment holds capacity, else null.
 */
export interface GaAppointmentsTable {
  id: string;
  site_id: string;
  space_id: string;
  slot_id: string;
  user_id: string;
  series_id: string | null;
  starts_at: number;
  ends_at: number;
  units: number;
  attendees: number;
  purpose: string;
  contact: string;
  status: string;
  hold: string | null;
  reason: string;
  /** The check-in code shown as a QR on the applicant's phone; unique per site. */
  code: string;
  checkin: number;
  grace_until: number;
  /** The local day and week (Monday) of the start: the usage periods it counts in. */
  day: string;
  week: string;
  decided_by: string | null;
  decided_at: number | null;
  checked_at: number | null;
  checked_by: string | null;
  cancelled_at: number | null;
  created_at: number;
}

/** What happened to an appointment (the applicant's `message` screen, the admin details). */
export interface GaEventsTable {
  id: string;
  site_id: string;
  appointment_id: string;
  user_id: string;
  /** booked | approved | rejected | cancelled | checked | noshow | advice */
  kind: string;
  note: string;
  by_id: string | null;
  at: number;
}
