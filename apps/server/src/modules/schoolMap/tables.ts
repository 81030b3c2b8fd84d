/** The campus map's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface SchoolMapTables {
  school_maps: SchoolMapsTable;
  school_map_categories: SchoolMapCategoriesTable;
  school_map_pois: SchoolMapPoisTable;
  school_map_routes: SchoolMapRoutesTable;
  school_map_guides: SchoolMapGuidesTable;
  school_map_settings: SchoolMapSettingsTable;
}

/** A campus plan: the image and its size in pixels (POIs are placed in these pixels). */
export interface SchoolMapsTable {
  id: string;
  site_id: string;
  name: string;
  image_url: string;
  width: number;
  height: number;
  /** JSON `{ a, b }` control points (pixel + lat/lng), or null when not geo-referenced. */
  georef: string | null;
  sort: number;
  created_at: number;
  updated_at: number;
}

export interface SchoolMapCategoriesTable {
  id: string;
  site_id: string;
  name: string;
  icon: string;
  color: string;
  sort: number;
  created_at: number;
}

export interface SchoolMapPoisTable {
  id: string;
  site_id: string;
  map_id: string;
  category_id: string;
  name: string;
  x: number;
  y: number;
  description: string;
  phone: string;
  hours: string;
  /** JSON array of image URLs. */
  photos: string;
  sort: number;
  created_at: number;
  updated_at: number;
}

export interface SchoolMapRoutesTable {
  id: string;
  site_id: string;
  map_id: string;
  name: string;
  description: string;
  /** JSON array of POI ids, in order. */
  poi_ids: string;
  sort: number;
  created_at: number;
  updated_at: number;
}

export interface SchoolMapGuidesTable {
  id: string;
  site_id: string;
  title: string;
  summary: string;
  cover: string;
  /** JSON array of `{ title, body, poiId? }`. */
  steps: string;
  published: number;
  sort: number;
  created_at: number;
  updated_at: number;
}

/** The site's outside map provider (null = none) and its key. */
export interface SchoolMapSettingsTable {
  site_id: string;
  provider: string | null;
  api_key: string;
  updated_at: number;
}
