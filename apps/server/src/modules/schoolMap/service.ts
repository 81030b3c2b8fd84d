/**
 * Campus map rules: POIs lie inside their map's image; a route's stops are POIs of its map, each
 * once; a guide's steps point at POIs of the site; a map or category is deleted only when no POI
 * uses it; coordinates and "open in" links come from the map's control points and the site's
 * provider settings. Reads are public, so nothing here depends on a caller.
 */
import { AppError, E, badInput, externalMapUrl, isUsableGeoRef, poiCoordinates, type GeoRef, type MapGuide, type MapPoi, type MapProvider, type ParsedInputOf, type contract, reason } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { newId, now, parseJson } from '../../platform/util.js';
import { checkImage, mapImageSize } from './images.js';
import * as q from './queries.js';
import type { SchoolMapGuidesTable, SchoolMapPoisTable, SchoolMapsTable } from './tables.js';

type C = typeof contract.schoolMap;
export const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
const inUse = () => new AppError(E.CONFLICT, 'id: still has POIs', { field: 'id' });

const georefOf = (m: Pick<SchoolMapsTable, 'georef'>): GeoRef | null => parseJson<GeoRef | null>(m.georef, null);

interface Provider {
  name: MapProvider;
  key: string;
}
async function providerOf(ctx: Ctx): Promise<Provider | null> {
  const s = await q.findSettings(ctx.db, ctx.site.id);
  return s?.provider ? { name: s.provider as MapProvider, key: s.api_key } : null;
}

function toPoi(r: SchoolMapPoisTable, map: Pick<SchoolMapsTable, 'georef'> | undefined, provider: Provider | null): MapPoi {
  const geo = map ? poiCoordinates(georefOf(map), Number(r.x), Number(r.y)) : null;
  return {
    id: r.id,
    mapId: r.map_id,
    categoryId: r.category_id,
    name: r.name,
    x: Number(r.x),
    y: Number(r.y),
    description: r.description,
    phone: r.phone,
    hours: r.hours,
    photos: parseJson<string[]>(r.photos, []),
    sort: Number(r.sort),
    lat: geo?.lat ?? null,
    lng: geo?.lng ?? null,
    externalUrl: geo && provider ? externalMapUrl(provider.name, provider.key, { ...geo, name: r.name }) : null,
  };
}

async function toPois(ctx: Ctx, rows: SchoolMapPoisTable[]): Promise<MapPoi[]> {
  const [maps, provider] = await Promise.all([q.listMaps(ctx.db, ctx.site.id), providerOf(ctx)]);
  const byId = new Map(maps.map((m) => [m.id, m]));
  return rows.map((r) => toPoi(r, byId.get(r.map_id), provider));
}

export async function overview(ctx: Ctx) {
  const site = ctx.site.id;
  const [maps, counts, categories, provider] = await Promise.all([q.listMaps(ctx.db, site), q.poiCounts(ctx.db, site, 'map_id'), q.listCategories(ctx.db, site), providerOf(ctx)]);
  return {
    maps: maps.map((m) => ({ id: m.id, name: m.name, imageUrl: m.image_url, width: Number(m.width), height: Number(m.height), georef: georefOf(m), sort: Number(m.sort), pois: counts.get(m.id) ?? 0 })),
    categories: categories.map((c) => ({ id: c.id, name: c.name, icon: c.icon, color: c.color, sort: Number(c.sort) })),
    provider: provider?.name ?? null,
  };
}

export async function pois(ctx: Ctx, f: ParsedInputOf<C['pois']>) {
  if (f.mapId && !(await q.findMap(ctx.db, ctx.site.id, f.mapId))) throw notFound('mapId');
  if (f.categoryId && !(await q.findCategory(ctx.db, ctx.site.id, f.categoryId))) throw notFound('categoryId');
  return { list: await toPois(ctx, await q.listPois(ctx.db, ctx.site.id, f)) };
}

export async function poi(ctx: Ctx, id: string) {
  const row = await q.findPoi(ctx.db, ctx.site.id, id);
  if (!row) throw notFound();
  const [one] = await toPois(ctx, [row]);
  return one!;
}

export async function routes(ctx: Ctx, mapId: string | undefined) {
  const rows = await q.listRoutes(ctx.db, ctx.site.id, mapId);
  const ids = rows.flatMap((r) => parseJson<string[]>(r.poi_ids, []));
  const found = new Map((await q.listPois(ctx.db, ctx.site.id, { ids })).map((p) => [p.id, p]));
  return {
    list: rows.map((r) => ({
      id: r.id,
      mapId: r.map_id,
      name: r.name,
      description: r.description,
      sort: Number(r.sort),
      stops: parseJson<string[]>(r.poi_ids, []).flatMap((id) => {
        const p = found.get(id);
        return p ? [{ id: p.id, name: p.name, x: Number(p.x), y: Number(p.y) }] : [];
      }),
    })),
  };
}

async function toGuides(ctx: Ctx, rows: SchoolMapGuidesTable[]): Promise<MapGuide[]> {
  type Step = { title: string; body: string; poiId?: string };
  const steps = rows.map((g) => parseJson<Step[]>(g.steps, []));
  const ids = steps.flat().flatMap((s) => (s.poiId ? [s.poiId] : []));
  const names = new Map((await q.listPois(ctx.db, ctx.site.id, { ids })).map((p) => [p.id, p.name]));
  return rows.map((g, i) => ({
    id: g.id,
    title: g.title,
    summary: g.summary,
    cover: g.cover,
    published: Number(g.published) === 1,
    sort: Number(g.sort),
    updatedAt: Number(g.updated_at),
    steps: steps[i]!.map((s) => {
      const name = s.poiId ? names.get(s.poiId) : undefined;
      return { title: s.title, body: s.body, poiId: name ? s.poiId! : null, poiName: name ?? null };
    }),
  }));
}

export async function guides(ctx: Ctx, publishedOnly: boolean) {
  return { list: await toGuides(ctx, await q.listGuides(ctx.db, ctx.site.id, publishedOnly)) };
}

export async function guide(ctx: Ctx, id: string) {
  const row = await q.findGuide(ctx.db, ctx.site.id, id);
  if (!row || Number(row.published) !== 1) throw notFound();
  const [one] = await toGuides(ctx, [row]);
  return one!;
}

// Editing (schoolMap.manage)

function checkGeoref(g: GeoRef | null, size: { width: number; height: number }) {
  if (!g) return;
  for (const k of ['a', 'b'] as const) {
    if (g[k].x > size.width || g[k].y > size.height) throw badInput(`georef.${k}`, 'control point outside the image');
  }
  if (!isUsableGeoRef(g)) throw badInput('georef', 'the two control points must differ on the image and on the earth');
}

export async function saveMap(ctx: Ctx, m: ParsedInputOf<C['saveMap']>) {
  const site_id = ctx.site.id;
  const old = m.id ? await q.findMap(ctx.db, site_id, m.id) : undefined;
  if (m.id && !old) throw notFound();
  const size = old && old.image_url === m.imageUrl ? { width: Number(old.width), height: Number(old.height) } : await mapImageSize(ctx, m.imageUrl);
  checkGeoref(m.georef, size);
  if (old) {
    const outside = (await q.listPois(ctx.db, site_id, { mapId: old.id })).find((p) => Number(p.x) > size.width || Number(p.y) > size.height);
    if (outside) throw badInput('imageUrl', reason('imageSmaller', { name: outside.name }));
  }
  const t = now();
  const row = { site_id, name: m.name, image_url: m.imageUrl, width: size.width, height: size.height, georef: m.georef ? JSON.stringify(m.georef) : null, sort: m.sort, updated_at: t };
  const id = old?.id ?? newId();
  if (old) await q.updateMap(ctx.db, { ...row, id });
  else await q.insertMap(ctx.db, { ...row, id, created_at: t });
  await ctx.audit(old ? 'schoolMap.map.save' : 'schoolMap.map.create', id);
  return { id };
}

export async function deleteMap(ctx: Ctx, id: string) {
  const r = await q.deleteUnused(ctx.db, ctx.site.id, 'school_maps', id);
  if (r === 'gone') throw notFound();
  if (r === 'used') throw inUse();
  await ctx.audit('schoolMap.map.delete', id);
  return null;
}

export async function saveCategory(ctx: Ctx, c: ParsedInputOf<C['saveCategory']>) {
  const row = { site_id: ctx.site.id, name: c.name, icon: c.icon, color: c.color, sort: c.sort };
  if (c.id) {
    if (!(await q.findCategory(ctx.db, ctx.site.id, c.id))) throw notFound();
    await q.updateCategory(ctx.db, { ...row, id: c.id });
    await ctx.audit('schoolMap.category.save', c.id);
    return { id: c.id };
  }
  const id = newId();
  await q.insertCategory(ctx.db, { ...row, id, created_at: now() });
  await ctx.audit('schoolMap.category.create', id);
  return { id };
}

export async function deleteCategory(ctx: Ctx, id: string) {
  const r = await q.deleteUnused(ctx.db, ctx.site.id, 'school_map_categories', id);
  if (r === 'gone') throw notFound();
  if (r === 'used') throw inUse();
  await ctx.audit('schoolMap.category.delete', id);
  return null;
}

/** x/y must lie on the map's image (pixels from its top-left corner). */
function checkInside(map: SchoolMapsTable, x: number, y: number) {
  if (!Number.isFinite(x) || x < 0 || x > Number(map.width)) throw badInput('x', reason('withinImage', { max: Number(map.width) }));
  if (!Number.isFinite(y) || y < 0 || y > Number(map.height)) throw badInput('y', reason('withinImage', { max: Number(map.height) }));
}

export async function savePoi(ctx: Ctx, p: ParsedInputOf<C['savePoi']>) {
  const site_id = ctx.site.id;
  const old = p.id ? await q.findPoi(ctx.db, site_id, p.id) : undefined;
  if (p.id && !old) throw notFound();
  const map = await q.findMap(ctx.db, site_id, p.mapId);
  if (!map) throw notFound('mapId');
  if (!(await q.findCategory(ctx.db, site_id, p.categoryId))) throw notFound('categoryId');
  checkInside(map, p.x, p.y);
  // Photos already on the POI stay valid; new ones must be images this site may show.
  const kept = new Set(old ? parseJson<string[]>(old.photos, []) : []);
  for (const [i, url] of p.photos.entries()) if (!kept.has(url)) await checkImage(ctx, `photos.${i}`, url);
  const t = now();
  const id = old?.id ?? newId();
  const row = {
    id, site_id, map_id: p.mapId, category_id: p.categoryId, name: p.name, x: p.x, y: p.y, description: p.description,
    phone: p.phone, hours: p.hours, photos: JSON.stringify(p.photos), sort: p.sort, created_at: old ? Number(old.created_at) : t, updated_at: t,
  };
  if (!(await q.writePoi(ctx.db, row, !old))) throw notFound(old ? 'id' : 'mapId');
  await ctx.audit(old ? 'schoolMap.poi.save' : 'schoolMap.poi.create', id);
  return { id };
}

export async function movePoi(ctx: Ctx, m: ParsedInputOf<C['movePoi']>) {
  const old = await q.findPoi(ctx.db, ctx.site.id, m.id);
  if (!old) throw notFound();
  const map = await q.findMap(ctx.db, ctx.site.id, old.map_id);
  if (!map) throw notFound('mapId');
  checkInside(map, m.x, m.y);
  if (!(await q.movePoi(ctx.db, { siteId: ctx.site.id, id: m.id, x: m.x, y: m.y, t: now() }))) throw notFound();
  await ctx.audit('schoolMap.poi.move', m.id, { x: m.x, y: m.y });
  return null;
}

export async function deletePoi(ctx: Ctx, id: string) {
  if (!(await q.deletePoi(ctx.db, ctx.site.id, id))) throw notFound();
  await ctx.audit('schoolMap.poi.delete', id);
  return null;
}

export async function saveRoute(ctx: Ctx, r: ParsedInputOf<C['saveRoute']>) {
  const site_id = ctx.site.id;
  if (r.id && !(await q.findRoute(ctx.db, site_id, r.id))) throw notFound();
  if (!(await q.findMap(ctx.db, site_id, r.mapId))) throw notFound('mapId');
  if (new Set(r.poiIds).size !== r.poiIds.length) throw badInput('poiIds', 'a stop appears twice');
  const onMap = new Set((await q.listPois(ctx.db, site_id, { mapId: r.mapId, ids: r.poiIds })).map((p) => p.id));
  const stray = r.poiIds.findIndex((id) => !onMap.has(id));
  if (stray >= 0) throw badInput(`poiIds.${stray}`, 'not a POI of this map');
  const t = now();
  const row = { site_id, map_id: r.mapId, name: r.name, description: r.description, poi_ids: JSON.stringify(r.poiIds), sort: r.sort, updated_at: t };
  const id = r.id ?? newId();
  if (r.id) await q.updateRoute(ctx.db, { ...row, id });
  else await q.insertRoute(ctx.db, { ...row, id, created_at: t });
  await ctx.audit(r.id ? 'schoolMap.route.save' : 'schoolMap.route.create', id);
  return { id };
}

export async function deleteRoute(ctx: Ctx, id: string) {
  if (!(await q.deleteRoute(ctx.db, ctx.site.id, id))) throw notFound();
  await ctx.audit('schoolMap.route.delete', id);
  return null;
}

export async function saveGuide(ctx: Ctx, g: ParsedInputOf<C['saveGuide']>) {
  const site_id = ctx.site.id;
  const old = g.id ? await q.findGuide(ctx.db, site_id, g.id) : undefined;
  if (g.id && !old) throw notFound();
  if (g.cover && g.cover !== old?.cover) await checkImage(ctx, 'cover', g.cover);
  const ids = g.steps.flatMap((s) => (s.poiId ? [s.poiId] : []));
  const found = new Set((await q.listPois(ctx.db, site_id, { ids })).map((p) => p.id));
  const stray = g.steps.findIndex((s) => s.poiId && !found.has(s.poiId));
  if (stray >= 0) throw badInput(`steps.${stray}.poiId`, 'not a POI of this site');
  const t = now();
  const steps = g.steps.map((s) => ({ title: s.title, body: s.body, ...(s.poiId ? { poiId: s.poiId } : {}) }));
  const row = { site_id, title: g.title, summary: g.summary, cover: g.cover, steps: JSON.stringify(steps), published: g.published ? 1 : 0, sort: g.sort, updated_at: t };
  const id = old?.id ?? newId();
  if (old) await q.updateGuide(ctx.db, { ...row, id });
  else await q.insertGuide(ctx.db, { ...row, id, created_at: t });
  await ctx.audit(old ? 'schoolMap.guide.save' : 'schoolMap.guide.create', id);
  return { id };
}

export async function deleteGuide(ctx: Ctx, id: string) {
  if (!(await q.deleteGuide(ctx.db, ctx.site.id, id))) throw notFound();
  await ctx.audit('schoolMap.guide.delete', id);
  return null;
}

export async function settings(ctx: Ctx) {
  const s = await q.findSettings(ctx.db, ctx.site.id);
  return { provider: (s?.provider as MapProvider | null | undefined) ?? null, key: s?.api_key ?? '' };
}

/** Providers whose links carry the site's key (their URI APIs ask for it). */
const NEEDS_KEY: readonly MapProvider[] = ['amap', 'baidu', 'tencent'];

export async function saveSettings(ctx: Ctx, s: ParsedInputOf<C['saveSettings']>) {
  if (s.provider && NEEDS_KEY.includes(s.provider) && !s.key) throw badInput('key', reason('requiredForProvider', { provider: s.provider }));
  await q.saveSettings(ctx.db, ctx.site.id, s.provider, s.provider ? s.key : '', now());
  await ctx.audit('schoolMap.settings.save', ctx.site.id, { provider: s.provider });
  return null;
}
