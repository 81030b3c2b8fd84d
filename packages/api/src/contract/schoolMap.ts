/**
 * Campus map and guide (spec: schoolMap/*, mapGuide, schoolAtlas, guide/*). A site has one or
 * more maps (campuses): an uploaded plan image on which points of interest (POIs) sit at image
 * pixels, so nothing depends on an outside map service. A map may be geo-referenced by two
 * control points (image pixel ↔ lat/lng): then POIs have coordinates, the H5 can show "locate me",
 * and, when the site configures an outside provider, an "open in <provider>" link. Guided routes
 * are ordered POIs on one map; guides are articles whose steps may point at POIs.
 * Reading is public (the map is shown to visitors too); editing needs `schoolMap.manage`.
 */
import { z } from 'zod';
import { access, byId, endpoint, ok, plainText, requiredText, zf } from './define.js';
import { pixelToGeo, type GeoRef } from './schoolMap-geo.js';

export * from './schoolMap-geo.js';

/** Outside map providers an "open in" link can be made for (OpenStreetMap and Google need no key). */
export const MAP_PROVIDERS = ['amap', 'baidu', 'tencent', 'google', 'osm'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];

/** An image the server accepts for a map or a photo: an upload of this site, or a built-in sample. */
const imageUrl = z
  .string()
  .trim()
  .regex(/^\/(site\/attach\?file=all\/(?!.*\.\.)[A-Za-z0-9._/-]{1,200}|api\/schoolMap\/sample\?name=[a-z0-9-]{1,20})$/, 'an uploaded image (/site/attach?file=all/...)');

const coord = z.object({
  x: zf.num().min(0),
  y: zf.num().min(0),
  lat: zf.num().min(-90).max(90),
  lng: zf.num().min(-180).max(180),
});
/** Form bodies send "no georef" as an empty value. */
const georefInput = z.preprocess((v) => (v === '' || v === undefined ? null : v), z.object({ a: coord, b: coord }).nullable());

export const campusMap = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  width: z.number(),
  height: z.number(),
  georef: z.object({ a: coord, b: coord }).nullable(),
  sort: z.number(),
  pois: z.number(),
});
export type CampusMap = z.infer<typeof campusMap>;

export const mapCategory = z.object({
  id: z.string(),
  name: z.string(),
  /** One or two characters (an emoji or a letter) drawn in the marker. */
  icon: z.string(),
  color: z.string(),
  sort: z.number(),
});
export type MapCategory = z.infer<typeof mapCategory>;

export const mapPoi = z.object({
  id: z.string(),
  mapId: z.string(),
  categoryId: z.string(),
  name: z.string(),
  x: z.number(),
  y: z.number(),
  description: z.string(),
  phone: z.string(),
  hours: z.string(),
  photos: z.array(z.string()),
  sort: z.number(),
  /** From the map's control points; null when the map is not geo-referenced. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  /** "Open in <provider>" when the site configured one and the POI has coordinates. */
  externalUrl: z.string().nullable(),
});
export type MapPoi = z.infer<typeof mapPoi>;

export const mapRoute = z.object({
  id: z.string(),
  mapId: z.string(),
  name: z.string(),
  description: z.string(),
  /** The stops in order (POIs deleted since are left out). */
  stops: z.array(z.object({ id: z.string(), name: z.string(), x: z.number(), y: z.number() })),
  sort: z.number(),
});
export type MapRoute = z.infer<typeof mapRoute>;

export const guideStep = z.object({ title: z.string(), body: z.string(), poiId: z.string().nullable(), poiName: z.string().nullable() });
export const mapGuide = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  published: z.boolean(),
  sort: z.number(),
  steps: z.array(guideStep),
  updatedAt: z.number(),
});
export type MapGuide = z.infer<typeof mapGuide>;

export const mapSettings = z.object({ provider: z.enum(MAP_PROVIDERS).nullable(), key: z.string() });
export type MapSettings = z.infer<typeof mapSettings>;

const manage = access.module('schoolMap', 'manage');
const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), zf.id().optional());
const sort = zf.int().min(0).max(100000).default(0);
const COLOR = /^#[0-9a-fA-F]{6}$/;

export const schoolMap = {
  overview: endpoint({
    name: 'schoolMap.overview',
    method: 'GET',
    path: '/api/schoolMap/overview',
    input: z.object({}),
    output: z.object({ maps: z.array(campusMap), categories: z.array(mapCategory), provider: z.enum(MAP_PROVIDERS).nullable() }),
    access: access.public,
    summary: 'The site’s maps (campuses) and POI categories, and the outside provider if one is configured',
  }),
  pois: endpoint({
    name: 'schoolMap.pois',
    method: 'GET',
    path: '/api/schoolMap/pois',
    input: z.object({
      mapId: optionalId,
      categoryId: optionalId,
      keyword: plainText(40).optional(),
    }),
    output: listOf(mapPoi),
    access: access.public,
    summary: 'POIs of a map (or every map), optionally of one category or matching a keyword (name, description, phone, category)',
  }),
  poi: endpoint({
    name: 'schoolMap.poi',
    method: 'GET',
    path: '/api/schoolMap/poi',
    input: byId,
    output: mapPoi,
    access: access.public,
    summary: 'One POI (for links and QR codes)',
  }),
  routes: endpoint({
    name: 'schoolMap.routes',
    method: 'GET',
    path: '/api/schoolMap/routes',
    input: z.object({ mapId: optionalId }),
    output: listOf(mapRoute),
    access: access.public,
    summary: 'Guided routes (ordered tours through POIs), of one map or all',
  }),
  guides: endpoint({
    name: 'schoolMap.guides',
    method: 'GET',
    path: '/api/schoolMap/guides',
    input: z.object({}),
    output: listOf(mapGuide),
    access: access.public,
    summary: 'Published guides, in order',
  }),
  guide: endpoint({
    name: 'schoolMap.guide',
    method: 'GET',
    path: '/api/schoolMap/guide',
    input: byId,
    output: mapGuide,
    access: access.public,
    summary: 'One published guide with its steps',
  }),
  sample: endpoint({
    name: 'schoolMap.sample',
    method: 'GET',
    path: '/api/schoolMap/sample',
    input: z.object({ name: z.string().regex(/^(campus|photo-[0-9]{1,2})$/, 'campus or photo-<n>') }),
    output: z.null(),
    access: access.public,
    raw: true,
    summary: 'A built-in sample image (the demo campus plan, demo photos) as PNG',
  }),

  saveMap: endpoint({
    name: 'schoolMap.saveMap',
    method: 'POST',
    path: '/api/schoolMap/save-map',
    input: z.object({ id: optionalId, name: requiredText(60), imageUrl, georef: georefInput.default(null), sort }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a map: its image (an uploaded image; its size is read from the file) and optional control points',
  }),
  deleteMap: endpoint({
    name: 'schoolMap.deleteMap',
    method: 'POST',
    path: '/api/schoolMap/delete-map',
    input: byId,
    output: ok,
    access: manage,
    summary: 'Delete a map with no POIs',
  }),
  saveCategory: endpoint({
    name: 'schoolMap.saveCategory',
    method: 'POST',
    path: '/api/schoolMap/save-category',
    input: z.object({
      id: optionalId,
      name: requiredText(30),
      icon: requiredText(4),
      color: z.string().regex(COLOR, 'a colour like #1677ff').default('#1677ff'),
      sort,
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a POI category',
  }),
  deleteCategory: endpoint({
    name: 'schoolMap.deleteCategory',
    method: 'POST',
    path: '/api/schoolMap/delete-category',
    input: byId,
    output: ok,
    access: manage,
    summary: 'Delete a category no POI uses',
  }),
  savePoi: endpoint({
    name: 'schoolMap.savePoi',
    method: 'POST',
    path: '/api/schoolMap/save-poi',
    input: z.object({
      id: optionalId,
      mapId: zf.id(),
      categoryId: zf.id(),
      name: requiredText(60),
      x: zf.num(),
      y: zf.num(),
      description: plainText(2000).default(''),
      phone: plainText(40).default(''),
      hours: plainText(100).default(''),
      photos: zf.list(imageUrl).pipe(z.array(z.string()).max(9)).default([]),
      sort,
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a POI; x/y are image pixels and must lie inside the map image',
  }),
  movePoi: endpoint({
    name: 'schoolMap.movePoi',
    method: 'POST',
    path: '/api/schoolMap/move-poi',
    input: z.object({ id: zf.id(), x: zf.num(), y: zf.num() }),
    output: ok,
    access: manage,
    summary: 'Move a POI on its map (drag on the console)',
  }),
  deletePoi: endpoint({
    name: 'schoolMap.deletePoi',
    method: 'POST',
    path: '/api/schoolMap/delete-poi',
    input: byId,
    output: ok,
    access: manage,
    summary: 'Delete a POI (routes and guides that named it skip it)',
  }),
  saveRoute: endpoint({
    name: 'schoolMap.saveRoute',
    method: 'POST',
    path: '/api/schoolMap/save-route',
    input: z.object({
      id: optionalId,
      mapId: zf.id(),
      name: requiredText(60),
      description: plainText(500).default(''),
      poiIds: zf.list(zf.id()).pipe(z.array(z.string()).min(2, 'at least two stops').max(50)),
      sort,
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a guided route: POIs of its map, in order',
  }),
  deleteRoute: endpoint({
    name: 'schoolMap.deleteRoute',
    method: 'POST',
    path: '/api/schoolMap/delete-route',
    input: byId,
    output: ok,
    access: manage,
    summary: 'Delete a guided route',
  }),
  adminGuides: endpoint({
    name: 'schoolMap.adminGuides',
    method: 'GET',
    path: '/api/schoolMap/admin/guides',
    input: z.object({}),
    output: listOf(mapGuide),
    access: manage,
    summary: 'Every guide, published or not (console)',
  }),
  saveGuide: endpoint({
    name: 'schoolMap.saveGuide',
    method: 'POST',
    path: '/api/schoolMap/save-guide',
    input: z.object({
      id: optionalId,
      title: requiredText(80),
      summary: plainText(300).default(''),
      cover: z.preprocess((v) => (v === null ? '' : v), z.union([z.literal(''), imageUrl]).default('')),
      published: zf.bool().default(true),
      steps: zf
        .list(z.object({ title: requiredText(80), body: plainText(2000).default(''), poiId: optionalId }))
        .pipe(z.array(z.object({ title: z.string(), body: z.string(), poiId: z.string().optional() })).min(1, 'at least one step').max(30)),
      sort,
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a guide; a step may point at a POI',
  }),
  deleteGuide: endpoint({
    name: 'schoolMap.deleteGuide',
    method: 'POST',
    path: '/api/schoolMap/delete-guide',
    input: byId,
    output: ok,
    access: manage,
    summary: 'Delete a guide',
  }),
  settings: endpoint({
    name: 'schoolMap.settings',
    method: 'GET',
    path: '/api/schoolMap/settings',
    input: z.object({}),
    output: mapSettings,
    access: manage,
    summary: 'The site’s outside map provider and its key',
  }),
  saveSettings: endpoint({
    name: 'schoolMap.saveSettings',
    method: 'POST',
    path: '/api/schoolMap/save-settings',
    input: z.object({
      provider: z.preprocess((v) => (v === '' ? null : v), z.enum(MAP_PROVIDERS).nullable().default(null)),
      key: z.string().trim().max(200).regex(/^[A-Za-z0-9._-]*$/, 'letters, digits, . _ -').default(''),
    }),
    output: ok,
    access: manage,
    summary: 'Set (or clear, provider empty) the outside map provider; amap, baidu and tencent need a key',
  }),
};

/** Where a POI opens in an outside provider (coordinates are WGS-84; each URL says so to the provider). */
export function externalMapUrl(provider: MapProvider, key: string, p: { lat: number; lng: number; name: string }): string {
  const name = encodeURIComponent(p.name);
  const { lat, lng } = p;
  switch (provider) {
    case 'amap':
      return `https://uri.amap.com/marker?position=${lng},${lat}&name=${name}&coordinate=wgs84&callnative=0&src=${encodeURIComponent(key)}`;
    case 'baidu':
      return `https://api.map.baidu.com/marker?location=${lat},${lng}&title=${name}&content=${name}&coord_type=wgs84&output=html&src=webapp.campus&ak=${encodeURIComponent(key)}`;
    case 'tencent':
      return `https://apis.map.qq.com/uri/v1/marker?marker=coord:${lat},${lng};title:${name}&coord_type=1&referer=${encodeURIComponent(key)}`;
    case 'google':
      return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
    case 'osm':
      return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=18/${lat}/${lng}`;
  }
}

/** A POI's coordinates from its map's control points, rounded to about 1 cm. */
export function poiCoordinates(georef: GeoRef | null, x: number, y: number): { lat: number; lng: number } | null {
  if (!georef) return null;
  const g = pixelToGeo(georef, { x, y });
  return g ? { lat: Math.round(g.lat * 1e7) / 1e7, lng: Math.round(g.lng * 1e7) / 1e7 } : null;
}
