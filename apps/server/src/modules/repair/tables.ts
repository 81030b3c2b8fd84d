/** The repair module's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface RepairTables {
  repair_categories: RepairCategoriesTable;
  repair_areas: RepairAreasTable;
  repair_workers: RepairWorkersTable;
  repair_skills: RepairSkillsTable;
  repair_rules: RepairRulesTable;
  repair_orders: RepairOrdersTable;
  repair_events: RepairEventsTable;
  repair_stats: RepairStatsTable;
}

/** A fault category with its SLA (minutes; 0 = none). */
export interface RepairCategoriesTable {
  id: string;
  site_id: string;
  name: string;
  assign_minutes: number;
  finish_minutes: number;
  sort: number;
  active: number;
  created_at: number;
}

export interface RepairAreasTable {
  id: string;
  site_id: string;
  name: string;
  /** JSON: string[] of building names. */
  buildings: string;
  sort: number;
  active: number;
  created_at: number;
}

/** A worker's duty on a site (a user holding repair.work). */
export interface RepairWorkersTable {
  site_id: string;
  user_id: string;
  on_duty: number;
  updated_at: number;
}

export interface RepairSkillsTable {
  site_id: string;
  user_id: string;
  category_id: string;
}

/** Automatic assignment: an order of the category (and area, or any area when null) goes to the worker. */
export interface RepairRulesTable {
  id: string;
  site_id: string;
  category_id: string;
  area_id: string | null;
  worker_id: string;
  created_at: number;
}

/**
 * One order. `state` only changes by a conditional UPDATE on the state and `version` read
 * (machine.ts), so of two racing moves exactly one wins. Due times are fixed at submit from the
 * category's SLA; `escalated_at` is claimed once (null → time) before the escalation notice.
 */
export interface RepairOrdersTable {
  id: string;
  site_id: string;
  reporter_id: string;
  category_id: string;
  area_id: string;
  building: string;
  room: string;
  description: string;
  /** JSON string[] of attachment URLs. */
  photos: string;
  preferred_time: string;
  contact_name: string;
  contact_phone: string;
  asset_code: string;
  state: string;
  /** 0 normal, 1 high, 2 urgent. */
  priority: number;
  worker_id: string | null;
  before_photos: string;
  after_photos: string;
  /** JSON: { name, quantity, unit }[]. */
  materials: string;
  rating: number | null;
  rating_comment: string;
  back_reason: string;
  merged_into: string | null;
  reopen_count: number;
  version: number;
  created_at: number;
  assigned_at: number | null;
  accepted_at: number | null;
  started_at: number | null;
  finished_at: number | null;
  closed_at: number | null;
  assign_due_at: number | null;
  finish_due_at: number | null;
  escalated_at: number | null;
  updated_at: number;
}

export interface RepairEventsTable {
  id: string;
  site_id: string;
  order_id: string;
  actor_id: string | null;
  action: string;
  from_state: string | null;
  to_state: string;
  note: string;
  /** JSON object. */
  detail: string;
  at: number;
}

/**
 * Statistics roll-up: the figures of the orders reported on one site day (`day`: days from
 * 1970-01-01 to the creation date on the site's clock, rollup.dayOf), summed per category
 * (`dim` c), area (a) or worker (w; `key` '' for none). Changed only together with the order,
 * by the difference of the order's figures before and after (rollup.ts).
 */
export interface RepairStatsTable {
  site_id: string;
  dim: string;
  day: number;
  key: string;
  total: number;
  finished: number;
  cancelled: number;
  assigned: number;
  assign_sum: number;
  finish_sum: number;
  sla_counted: number;
  sla_met: number;
  rated: number;
  rating_sum: number;
}
