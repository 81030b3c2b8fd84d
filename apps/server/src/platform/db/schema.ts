/**
 * Table types, in one place (STYLE rule 3). Portable: ids are text (UUIDv7), times integer
 * seconds, JSON as text, booleans 0/1. Migrations in ../../../migrations create these.
 */
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ActivityTables } from '../../modules/activity/tables.js';
import type { GeneralAppTables } from '../../modules/generalApp/tables.js';
import type { SeatTables } from '../../modules/seat/tables.js';
import type { SigninTables } from '../../modules/signin/tables.js';
import type { TicketTables } from '../../modules/ticket/tables.js';
import type { VoucherTables } from '../../modules/voucher/tables.js';
import type { RepairTables } from '../../modules/repair/tables.js';
import type { OfficeTelTables } from '../../modules/officeTel/tables.js';
import type { ShuttleBusTables } from '../../modules/shuttleBus/tables.js';
import type { AssetTables } from '../../modules/asset/tables.js';
import type { AgendaTables } from '../../modules/agenda/tables.js';
import type { PortalTables } from '../../modules/portal/tables.js';
import type { SchoolMapTables } from '../../modules/schoolMap/tables.js';
import type { FilesTables } from '../../modules/files/tables.js';
import type { DataQueryTables } from '../../modules/dataQuery/tables.js';
import type { ClockTables } from '../../modules/clock/tables.js';
import type { CampusCodeTables } from '../../modules/campusCode/tables.js';
import type { CanteenTables } from '../../modules/canteen/tables.js';
import type { TravelTables } from '../../modules/travel/tables.js';
import type { FormsTables } from '../../modules/forms/tables.js';
import type { WorkflowTables } from '../../modules/workflow/tables.js';
import type { DocumentTables } from '../../modules/document/tables.js';
import type { VisitorTables } from '../../modules/visitor/tables.js';

export interface SitesTable {
  id: string;
  name: string;
  baseurl: string;
  img_url: string;
  login_path: string;
  logout_path: string;
  copyright: string;
  logo: string;
  /** JSON: SiteFlags */
  flags: string;
  /** JSON: module -> variant settings */
  variants: string;
  /** JSON: SSO and messaging-app configuration */
  integrations: string;
  is_default: number;
  created_at: number;
  updated_at: number;
}

export interface DepartmentsTable {
  id: string;
  site_id: string;
  name: string;
  parent_id: string | null;
  leader_user_id: string | null;
  created_at: number;
}

export interface ClassesTable {
  id: string;
  site_id: string;
  department_id: string | null;
  name: string;
  grade: string;
  counselor_user_id: string | null;
  created_at: number;
}

export interface UsersTable {
  id: string;
  site_id: string;
  username: string;
  name: string;
  password_hash: string;
  /** student | teacher | staff | visitor */
  kind: string;
  /** 学工号 */
  number: string;
  mobile: string;
  email: string;
  avatar: string;
  gender: string;
  department_id: string | null;
  class_id: string | null;
  /** active | disabled */
  status: string;
  is_super: number;
  created_at: number;
  updated_at: number;
}

export interface RolesTable {
  id: string;
  site_id: string;
  code: string;
  name: string;
  /** JSON: AuthMap */
  auth: string;
  builtin: number;
  created_at: number;
  updated_at: number;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
  site_id: string;
}

export interface SessionsTable {
  /** sha256 of the cookie token; the token itself is never stored. */
  id: string;
  user_id: string;
  site_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip: string;
  user_agent: string;
}

export interface LoginAttemptsTable {
  id: string;
  key: string;
  at: number;
}

export interface AuditLogTable {
  id: string;
  site_id: string;
  user_id: string | null;
  action: string;
  target: string;
  detail: string;
  ip: string;
  at: number;
}

export interface AccessLogTable {
  id: string;
  site_id: string;
  user_id: string | null;
  appkey: string;
  url: string;
  ip: string;
  at: number;
}

export interface WebLogTable {
  id: string;
  site_id: string;
  user_id: string | null;
  err_message: string;
  return_data: string;
  vue_data: string;
  url: string;
  user_agent: string;
  at: number;
}

export interface UploadsTable {
  id: string;
  site_id: string;
  user_id: string | null;
  /** Path inside the attachment store, chosen by the server. */
  stored_name: string;
  original_name: string;
  mime: string;
  size: number;
  sha256: string;
  at: number;
}

export interface VerificationCodesTable {
  id: string;
  site_id: string;
  user_id: string;
  /** mobile | email */
  channel: string;
  target: string;
  code_hash: string;
  attempts: number;
  expires_at: number;
  used_at: number | null;
  at: number;
}

export interface MessagesTable {
  id: string;
  site_id: string;
  user_id: string;
  category: string;
  title: string;
  body: string;
  link: string;
  read_at: number | null;
  at: number;
  /** 'info' | 'todo' (an action item, open until done_at is set). */
  kind: Generated<string>;
  /** What a to-do is about, e.g. `notice:confirm:<id>`; completeTodo() closes it by this. */
  ref: string | null;
  done_at: number | null;
  /** The notify() call this copy came from. */
  batch_id: string | null;
  sender_id: string | null;
  /** 1 when sent to push channels; 0 when do-not-disturb held it back (or it predates them). */
  pushed: Generated<number>;
}

export interface UserSettingsTable {
  user_id: string;
  key: string;
  site_id: string;
  /** JSON */
  value: string;
  updated_at: number;
}

export interface SsoIdentitiesTable {
  id: string;
  site_id: string;
  /** Provider id from the site's configuration, e.g. `cas` or `oidc`. */
  provider: string;
  subject: string;
  user_id: string;
  at: number;
}

/** One row per login flow in progress (OIDC state/nonce/PKCE, CAS service), single use. */
export interface SsoFlowsTable {
  id: string;
  site_id: string;
  provider: string;
  nonce: string;
  code_verifier: string;
  redirect_url: string;
  /** login | pending | ticket (a CAS ticket seen once) */
  purpose: string;
  user_id: string | null;
  expires_at: number;
  used_at: number | null;
  /** sha256 of the starting browser's cp_sso cookie (migration 0003). */
  browser: string;
  /** The provider's subject, for a pending identity. */
  subject: string;
  /** JSON: display name and released attributes/claims. */
  detail: string;
}

/** Site-scoped key/value cache (e.g. the messaging app's jsapi ticket). */
export interface KvTable {
  site_id: string;
  key: string;
  value: string;
  expires_at: number;
}

/**
 * Every table. The platform's and the first modules' tables are declared in this file; later
 * modules declare theirs in `modules/<module>/tables.ts` and are listed in `extends` here.
 */
export interface DB extends RepairTables, TicketTables, SeatTables, ActivityTables, GeneralAppTables, SigninTables, VoucherTables, OfficeTelTables, ShuttleBusTables, AssetTables, PortalTables, AgendaTables, SchoolMapTables, FilesTables, DataQueryTables, ClockTables, CampusCodeTables, CanteenTables, TravelTables, FormsTables, WorkflowTables, DocumentTables, VisitorTables {
  sites: SitesTable;
  departments: DepartmentsTable;
  classes: ClassesTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  audit_log: AuditLogTable;
  access_log: AccessLogTable;
  web_log: WebLogTable;
  uploads: UploadsTable;
  verification_codes: VerificationCodesTable;
  messages: MessagesTable;
  user_settings: UserSettingsTable;
  sso_identities: SsoIdentitiesTable;
  sso_flows: SsoFlowsTable;
  kv: KvTable;
  user_links: UserLinksTable;
  center_qr_uses: CenterQrUsesTable;
  center_scan_logins: CenterScanLoginsTable;
  center_captchas: CenterCaptchasTable;
  content_categories: ContentCategoriesTable;
  content_items: ContentItemsTable;
  content_audience: ContentAudienceTable;
  content_reads: ContentReadsTable;
  content_follows: ContentFollowsTable;
  rss_subscriptions: RssSubscriptionsTable;
  media_videos: MediaVideosTable;
  photowall_photos: PhotowallPhotosTable;
  photowall_likes: PhotowallLikesTable;
  photowall_reports: PhotowallReportsTable;
  photo_collections: PhotoCollectionsTable;
}

/** Accounts of one person on one site, linked by proving the other's password; both directions stored. */
export interface UserLinksTable {
  user_id: string;
  linked_user_id: string;
  site_id: string;
  at: number;
}

/** A personal QR code verified for a purpose; expires with the code (single use per purpose). */
export interface CenterQrUsesTable {
  site_id: string;
  nonce: string;
  purpose: string;
  user_id: string;
  scanner_id: string;
  at: number;
  expires_at: number;
}

/** A scan-login request: waiting -> scanned -> confirmed | cancelled (expired by time). */
export interface CenterScanLoginsTable {
  id: string;
  site_id: string;
  /** sha256 of the desktop's poll secret. */
  poll_hash: string;
  state: string;
  /** The phone user who scanned. */
  user_id: string | null;
  desktop_ip: string;
  desktop_ua: string;
  created_at: number;
  expires_at: number;
  scanned_at: number | null;
  decided_at: number | null;
  /** When the desktop's poll turned the confirmation into a session (once). */
  consumed_at: number | null;
}

/** A slider puzzle; the gap position never leaves the server. A pass token is kept as its sha256. */
export interface CenterCaptchasTable {
  id: string;
  site_id: string;
  gap_x: number;
  piece_y: number;
  tries: number;
  /** open | passed | failed */
  state: string;
  ip: string;
  created_at: number;
  expires_at: number;
  pass_hash: string | null;
  pass_expires_at: number | null;
  pass_used_at: number | null;
}

export type Site = Selectable<SitesTable>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Role = Selectable<RolesTable>;
export type Session = Selectable<SessionsTable>;

/** Content categories per site and kind; `public` ones may be read without logging in (and get RSS). */
export interface ContentCategoriesTable {
  id: string;
  site_id: string;
  kind: string;
  name: string;
  public: Generated<number>;
  sort: Generated<number>;
  created_at: number;
}

/** A news item, notice, announcement, hot issue, boda entry or page (migration 0008). */
export interface ContentItemsTable {
  id: string;
  site_id: string;
  /** news | notice | announcement | hotissue | boda | page */
  kind: string;
  category_id: string | null;
  /** Pages are addressed by a stable name (schoolHistory, graduation, ...). */
  slug: string | null;
  /** Plain text, never interpreted. */
  title: string;
  summary: Generated<string>;
  cover: Generated<string>;
  /** Sanitized HTML (platform/sanitize.ts), sanitized on write. */
  body: Generated<string>;
  /** JSON: { url, name, size, mime }[] of this site's uploads. */
  attachments: Generated<string>;
  /** JSON: Audience; content_audience holds the same as rows. */
  audience: string;
  audience_site: Generated<number>;
  /** draft | published | withdrawn */
  status: string;
  publish_at: number | null;
  expire_at: number | null;
  pinned: Generated<number>;
  pinned_at: number | null;
  required: Generated<number>;
  views: Generated<number>;
  /** none | pending | claimed | sent: the publish notification, claimed once across processes. */
  notify_state: Generated<string>;
  notify_claimed_at: number | null;
  author_id: string | null;
  created_at: number;
  updated_at: number;
}

/** type: site | role | department | class | user. */
export interface ContentAudienceTable {
  item_id: string;
  type: string;
  value: string;
}

/** First view of an item by a user (counts the view once) and their confirmation of required reading. */
export interface ContentReadsTable {
  item_id: string;
  user_id: string;
  site_id: string;
  at: number;
  confirmed_at: number | null;
}

export interface ContentFollowsTable {
  item_id: string;
  user_id: string;
  site_id: string;
  at: number;
}

/** A user's feed: an outside URL (`source` = the URL) or a public portal category (`category:<id>`). */
export interface RssSubscriptionsTable {
  id: string;
  site_id: string;
  user_id: string;
  source: string;
  url: string;
  category_id: string | null;
  title: string;
  link: string;
  /** JSON: FeedItem[] from the last successful fetch. */
  items: string;
  fetched_at: number | null;
  /** The last fetch's error (an E code) and message, null when it worked. */
  error_code: number | null;
  error_message: string;
  created_at: number;
}

export interface MediaVideosTable {
  id: string;
  site_id: string;
  title: string;
  summary: string;
  /** An mp4 upload of the site (/site/attach?file=all/...). */
  src: string;
  cover: string;
  views: number;
  published: number;
  author_id: string | null;
  created_at: number;
  updated_at: number;
}

/** status: pending | approved | rejected | removed; `reviewed` 0 puts it in the moderation queue. */
export interface PhotowallPhotosTable {
  id: string;
  site_id: string;
  user_id: string;
  url: string;
  caption: string;
  status: string;
  reviewed: number;
  likes: number;
  reports: number;
  moderated_by: string | null;
  moderated_at: number | null;
  created_at: number;
}

export interface PhotowallLikesTable {
  photo_id: string;
  user_id: string;
  site_id: string;
  at: number;
}

export interface PhotowallReportsTable {
  photo_id: string;
  user_id: string;
  site_id: string;
  reason: string;
  at: number;
}

export interface PhotoCollectionsTable {
  id: string;
  site_id: string;
  title: string;
  description: string;
  cover: string;
  /** JSON: { url, caption }[] of the site's image uploads. */
  photos: string;
  author_id: string | null;
  created_at: number;
  updated_at: number;
}
