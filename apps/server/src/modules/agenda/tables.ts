/** The agenda's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface AgendaTables {
  agenda_groups: AgendaGroupsTable;
  agenda_members: AgendaMembersTable;
  agenda_items: AgendaItemsTable;
  agenda_receipts: AgendaReceiptsTable;
  agenda_reminders: AgendaRemindersTable;
  agenda_settings: AgendaSettingsTable;
}

export interface AgendaGroupsTable {
  id: string;
  site_id: string;
  owner_id: string;
  name: string;
  description: string;
  /** Join code, unique on the site. */
  code: string;
  created_at: number;
  updated_at: number;
}

export interface AgendaMembersTable {
  group_id: string;
  user_id: string;
  site_id: string;
  /** owner | manager | member */
  role: string;
  joined_at: number;
}

export interface AgendaItemsTable {
  id: string;
  site_id: string;
  /** Whose personal item, or who published the group item. */
  owner_id: string;
  /** Null for a personal item. */
  group_id: string | null;
  title: string;
  all_day: number;
  /** The first occurrence; an all-day item spans local midnights, end exclusive. */
  start_at: number;
  end_at: number;
  location: string;
  notes: string;
  /** JSON array of minutes before the start. */
  remind: string;
  /** none | daily | weekly | monthly */
  repeat: string;
  /** Last local date an occurrence may start on (YYYY-MM-DD), null = forever. */
  repeat_until: string | null;
  color: string;
  need_confirm: number;
  created_at: number;
  updated_at: number;
}

export interface AgendaReceiptsTable {
  item_id: string;
  user_id: string;
  site_id: string;
  read_at: number | null;
  confirmed_at: number | null;
}

/** The next firing of one reminder offset of an item; advanced to the next occurrence after it is sent. */
export interface AgendaRemindersTable {
  id: string;
  site_id: string;
  item_id: string;
  minutes: number;
  fire_at: number;
  /** The start of the occurrence it announces. */
  start_at: number;
  /** pending | claimed | done */
  state: string;
  claimed_at: number | null;
}

export interface AgendaSettingsTable {
  site_id: string;
  user_id: string;
  /** JSON array of minutes: what a new item starts with. */
  default_remind: string;
  group_reminders: number;
  /** sha256 (hex) of the calendar feed secret, null when the feed is off. */
  feed_hash: string | null;
}
