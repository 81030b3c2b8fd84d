/** The portal's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface PortalTables {
  portal_categories: PortalCategoriesTable;
  portal_apps: PortalAppsTable;
  portal_favorites: PortalFavoritesTable;
  portal_searches: PortalSearchesTable;
  portal_layouts: PortalLayoutsTable;
}

export interface PortalCategoriesTable {
  id: string;
  site_id: string;
  name: string;
  icon: string;
  sort: number;
  created_at: number;
}

export interface PortalAppsTable {
  id: string;
  site_id: string;
  category_id: string | null;
  name: string;
  icon: string;
  description: string;
  /** route (a path of the H5) | url (an outside address) */
  kind: string;
  target: string;
  /** The site's sign-on method (sites.integrations.sso) an outside app is opened through. */
  sso_method: string | null;
  /** JSON array of role codes; empty = everyone logged in. */
  roles: string;
  enabled: number;
  sort: number;
  uses: number;
  created_at: number;
  updated_at: number;
}

/** A user's favourite; `sort` orders them. */
export interface PortalFavoritesTable {
  site_id: string;
  user_id: string;
  app_id: string;
  sort: number;
  at: number;
}

/** A keyword a user searched for, once per keyword (the last time). */
export interface PortalSearchesTable {
  site_id: string;
  user_id: string;
  keyword: string;
  /** Increases with each search of the user (orders searches within one second). */
  seq: number;
  at: number;
}

/** A home layout: the sections (JSON, validated by the contract's `homeSection`) of a site and key. */
export interface PortalLayoutsTable {
  site_id: string;
  layout_key: string;
  title: string;
  sections: string;
  updated_by: string | null;
  updated_at: number;
}
