/**
 * Portal rules: the directory shows each caller only the enabled apps their roles may see (the
 * same check guards search, open, favourites and the home grids); favourites keep the caller's
 * order; the search history keeps the last SEARCH_HISTORY_MAX keywords; every open is counted.
 */
import { AppError, E, SEARCH_HISTORY_MAX, badInput, type ParsedInputOf, type PortalApp, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { flagsOf } from '../../platform/sites.js';
import { newId, now, parseJson } from '../../platform/util.js';
import { findMethod } from '../sso/config.js';
import { checkReferences, resolveLayout } from './layouts.js';
import { destinationOf } from './open.js';
import * as q from './queries.js';
import { popularOf, reorder, toApp, visibleTo } from './visibility.js';

type C = typeof contract.portal;
const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
const POPULAR_LIMIT = 8;

/** Who is asking where: the caller's roles and what their site hides. */
async function viewer(ctx: Ctx) {
  return { roles: (await ctx.authz()).roles, hidden: flagsOf(ctx.site).hiddenModules };
}

/** The enabled apps the caller may see, in directory order. */
async function visibleApps(ctx: Ctx): Promise<PortalApp[]> {
  const { roles, hidden } = await viewer(ctx);
  return (await q.listApps(ctx.db, ctx.site.id, { enabledOnly: true })).map(toApp).filter((a) => visibleTo(a, roles, hidden));
}

async function visibleApp(ctx: Ctx, id: string): Promise<PortalApp> {
  const row = await q.findApp(ctx.db, ctx.site.id, id);
  const app = row ? toApp(row) : undefined;
  const { roles, hidden } = await viewer(ctx);
  if (!app || !visibleTo(app, roles, hidden)) throw notFound();
  return app;
}

const myFavorites = async (ctx: Ctx, visible: PortalApp[]) => {
  const ids = new Set(visible.map((a) => a.id));
  return (await q.favoritesOf(ctx.db, ctx.site.id, ctx.me().id)).filter((id) => ids.has(id));
};

export async function directory(ctx: Ctx) {
  const me = ctx.me();
  const [apps, cats] = await Promise.all([visibleApps(ctx), q.listCategories(ctx.db, ctx.site.id)]);
  const counts = new Map<string, number>();
  for (const a of apps) if (a.categoryId) counts.set(a.categoryId, (counts.get(a.categoryId) ?? 0) + 1);
  return {
    // A category none of whose apps the caller may see is not shown either.
    categories: cats.filter((c) => counts.has(c.id)).map((c) => ({ id: c.id, name: c.name, icon: c.icon, sort: Number(c.sort), apps: counts.get(c.id) ?? 0 })),
    apps,
    favorites: await myFavorites(ctx, apps),
    popular: popularOf(apps, POPULAR_LIMIT),
    history: await q.historyOf(ctx.db, ctx.site.id, me.id, SEARCH_HISTORY_MAX),
  };
}

export async function search(ctx: Ctx, keyword: string) {
  const me = ctx.me();
  const { roles, hidden } = await viewer(ctx);
  const rows = await q.listApps(ctx.db, ctx.site.id, { enabledOnly: true, keyword });
  await q.recordSearch(ctx.db, ctx.site.id, me.id, keyword, now(), SEARCH_HISTORY_MAX);
  return {
    list: rows.map(toApp).filter((a) => visibleTo(a, roles, hidden)),
    history: await q.historyOf(ctx.db, ctx.site.id, me.id, SEARCH_HISTORY_MAX),
  };
}

export async function clearHistory(ctx: Ctx) {
  await q.clearHistory(ctx.db, ctx.site.id, ctx.me().id);
  return null;
}

export async function favorite(ctx: Ctx, id: string, on: boolean) {
  const me = ctx.me();
  if (on) {
    await visibleApp(ctx, id);
    await q.addFavorite(ctx.db, ctx.site.id, me.id, id, now());
  } else {
    await q.removeFavorite(ctx.db, ctx.site.id, me.id, id);
  }
  return { favorites: await myFavorites(ctx, await visibleApps(ctx)) };
}

export async function orderFavorites(ctx: Ctx, ids: string[]) {
  const me = ctx.me();
  const current = await q.favoritesOf(ctx.db, ctx.site.id, me.id);
  const i = ids.findIndex((id) => !current.includes(id));
  if (i >= 0) throw badInput(`ids.${i}`, 'not one of your favourites');
  await q.setFavoriteOrder(ctx.db, ctx.site.id, me.id, reorder(current, ids));
  return { favorites: await myFavorites(ctx, await visibleApps(ctx)) };
}

export async function open(ctx: Ctx, id: string) {
  const app = await visibleApp(ctx, id);
  await q.bumpUses(ctx.db, ctx.site.id, id);
  return destinationOf(ctx, app);
}

export async function home(ctx: Ctx, key: string) {
  const layout = await resolveLayout(ctx, key);
  const apps = await visibleApps(ctx);
  const favorites = await myFavorites(ctx, apps);
  const popular = popularOf(apps, 24);
  // Only the apps the layout's grids show travel to the phone.
  const wanted = new Set<string>();
  for (const s of layout.sections) {
    if (s.type !== 'entries') continue;
    const ids = s.source === 'apps' ? s.appIds : s.source === 'popular' ? popular : favorites;
    ids.slice(0, s.source === 'apps' ? undefined : s.limit).forEach((id) => wanted.add(id));
  }
  return { ...layout, apps: apps.filter((a) => wanted.has(a.id)), favorites, popular };
}

// ---- console
export async function adminCategories(ctx: Ctx) {
  const [cats, apps] = await Promise.all([q.listCategories(ctx.db, ctx.site.id), q.listApps(ctx.db, ctx.site.id, {})]);
  return {
    list: cats.map((c) => ({ id: c.id, name: c.name, icon: c.icon, sort: Number(c.sort), apps: apps.filter((a) => a.category_id === c.id).length })),
  };
}

export async function saveCategory(ctx: Ctx, c: ParsedInputOf<C['saveCategory']>) {
  const row = { site_id: ctx.site.id, name: c.name, icon: c.icon, sort: c.sort };
  if (c.id) {
    if (!(await q.findCategory(ctx.db, ctx.site.id, c.id))) throw notFound();
    await q.updateCategory(ctx.db, { ...row, id: c.id });
    await ctx.audit('portal.category.save', c.id);
    return { id: c.id };
  }
  const id = newId();
  await q.insertCategory(ctx.db, { ...row, id, created_at: now() });
  await ctx.audit('portal.category.create', id);
  return { id };
}

export async function deleteCategory(ctx: Ctx, id: string) {
  if (!(await q.findCategory(ctx.db, ctx.site.id, id))) throw notFound();
  if (!(await q.deleteEmptyCategory(ctx.db, ctx.site.id, id))) throw new AppError(E.CONFLICT, 'id: the category still holds apps', { field: 'id' });
  await ctx.audit('portal.category.delete', id);
  return null;
}

export async function adminApps(ctx: Ctx, f: ParsedInputOf<C['adminApps']>) {
  const [rows, total] = await Promise.all([
    q.listApps(ctx.db, ctx.site.id, f, { offset: (f.current - 1) * f.pageSize, limit: f.pageSize }),
    q.countApps(ctx.db, ctx.site.id, f),
  ]);
  return { list: rows.map(toApp), total, current: f.current, pageSize: f.pageSize };
}

export async function saveApp(ctx: Ctx, a: ParsedInputOf<C['saveApp']>) {
  const site_id = ctx.site.id;
  if (a.categoryId && !(await q.findCategory(ctx.db, site_id, a.categoryId))) throw notFound('categoryId');
  if (a.ssoMethod && !findMethod(ctx.site, a.ssoMethod)) throw badInput('ssoMethod', 'no such sign-on method on this site');
  const t = now();
  const row = {
    site_id,
    category_id: a.categoryId ?? null,
    name: a.name,
    icon: a.icon,
    description: a.description,
    kind: a.kind,
    target: a.target,
    sso_method: a.ssoMethod ?? null,
    roles: JSON.stringify([...new Set(a.roles)]),
    enabled: a.enabled ? 1 : 0,
    sort: a.sort,
    updated_at: t,
  };
  if (a.id) {
    if (!(await q.findApp(ctx.db, site_id, a.id))) throw notFound();
    await q.updateApp(ctx.db, { ...row, id: a.id });
    await ctx.audit('portal.app.save', a.id);
    return { id: a.id };
  }
  const id = newId();
  await q.insertApp(ctx.db, { ...row, id, uses: 0, created_at: t });
  await ctx.audit('portal.app.create', id);
  return { id };
}

export async function deleteApp(ctx: Ctx, id: string) {
  if (!(await q.deleteApp(ctx.db, ctx.site.id, id))) throw notFound();
  await ctx.audit('portal.app.delete', id);
  return null;
}

export async function layouts(ctx: Ctx) {
  const rows = await q.listLayouts(ctx.db, ctx.site.id);
  return { list: rows.map((r) => ({ key: r.layout_key, title: r.title, sections: sectionCount(r.sections), updatedAt: Number(r.updated_at) })) };
}
const sectionCount = (text: string) => {
  const v = parseJson<unknown>(text, []);
  return Array.isArray(v) ? v.length : 0;
};

export const layout = (ctx: Ctx, key: string) => resolveLayout(ctx, key);

export async function saveLayout(ctx: Ctx, l: ParsedInputOf<C['saveLayout']>) {
  await checkReferences(ctx, l.sections);
  const t = now();
  await q.upsertLayout(ctx.db, { site_id: ctx.site.id, layout_key: l.key, title: l.title, sections: JSON.stringify(l.sections), updated_by: ctx.me().id, updated_at: t });
  await ctx.audit('portal.layout.save', l.key, { sections: l.sections.length });
  return { key: l.key, updatedAt: t };
}

export async function deleteLayout(ctx: Ctx, key: string) {
  if (!(await q.deleteLayout(ctx.db, ctx.site.id, key))) throw notFound('key');
  await ctx.audit('portal.layout.delete', key);
  return null;
}
