/** The asset module's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface AssetTables {
  assets: AssetsTable;
}

/** One asset of a site's register; `code` is unique per site. */
export interface AssetsTable {
  id: string;
  site_id: string;
  code: string;
  name: string;
  category: string;
  location: string;
  keeper_id: string | null;
  department_id: string | null;
  /** inUse | idle | repair | scrapped */
  status: string;
  /** `YYYY-MM-DD` */
  purchase_date: string | null;
  /** Integer cents. */
  value_cents: number | null;
  notes: string;
  scrap_reason: string;
  scrapped_at: number | null;
  created_by: string | null;
  created_at: number;
  updated_at: number;
}
