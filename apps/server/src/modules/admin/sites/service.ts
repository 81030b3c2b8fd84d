/**
 * Sites (schools) as data, managed by the super-administrator: profile, flags, per-module
 * variants and integrations. Each change drops this process's cached copy of the site.
 */
import { AppError, E, type AdminSite, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../../platform/context.js';
import { siteTimezone } from '../../../platform/notify/dnd.js';
import { siteFlags, type SiteFlags } from '../../../platform/sites.js';
import { now, parseJson } from '../../../platform/util.js';
import { createSite as createSiteRows } from '../../../seed/bootstrap.js';
import { conflict, isUniqueViolation, notFound } from '../shared.js';
import * as q from './queries.js';

type A = typeof contract.admin;
type Profile = Omit<ParsedInputOf<A['sitesUpdate']>, 'id'>;

/** Stored flags, or the defaults if a hand-edited row no longer fits the schema. */
function storedFlags(text: string) {
  const res = siteFlags.safeParse(parseJson(text, {}));
  return res.success ? res.data : siteFlags.parse({});
}

function toAdminSite(r: q.SiteRow): AdminSite {
  return {
    id: r.id,
    name: r.name,
    baseurl: r.baseurl,
    imgUrl: r.img_url,
    loginPath: r.login_path,
    logoutPath: r.logout_path,
    copyright: r.copyright,
    logo: r.logo,
    flags: storedFlags(r.flags),
    variants: parseJson<Record<string, unknown>>(r.variants, {}),
    integrations: parseJson<Record<string, unknown>>(r.integrations, {}),
    isDefault: r.is_default === 1,
    users: Number(r.users ?? 0),
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

export async function listSites(ctx: Ctx) {
  const list = (await q.listSites(ctx.db)).map(toAdminSite);
  return { list, total: list.length };
}

export async function getSite(ctx: Ctx, id: string): Promise<AdminSite> {
  const r = await q.findSite(ctx.db, id);
  if (!r) throw notFound('id');
  return toAdminSite(r);
}

/** Stored flags with a partial change (the contract has checked each changed flag). */
function mergedFlags(stored: string, change: Partial<SiteFlags>): string {
  return JSON.stringify(siteFlags.parse({ ...storedFlags(stored), ...change }));
}

function profileColumns(p: Profile): q.SiteProfile {
  return {
    ...(p.name !== undefined && { name: p.name }),
    ...(p.baseurl !== undefined && { baseurl: p.baseurl }),
    ...(p.imgUrl !== undefined && { img_url: p.imgUrl }),
    ...(p.loginPath !== undefined && { login_path: p.loginPath }),
    ...(p.logoutPath !== undefined && { logout_path: p.logoutPath }),
    ...(p.copyright !== undefined && { copyright: p.copyright }),
    ...(p.logo !== undefined && { logo: p.logo }),
    ...(p.variants !== undefined && { variants: JSON.stringify(p.variants) }),
    ...(p.integrations !== undefined && { integrations: JSON.stringify(p.integrations) }),
  };
}

export async function createSite(ctx: Ctx, input: ParsedInputOf<A['sitesCreate']>) {
  const flags = JSON.parse(mergedFlags('{}', input.flags ?? {})) as object;
  if (await q.findSite(ctx.db, input.id)) throw conflict('id', 'already taken');
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await createSiteRows(trx, { id: input.id, name: input.name, flags });
      await q.updateSite(trx, input.id, profileColumns(input));
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('id', 'already taken');
    throw err;
  }
  ctx.platform.sites.invalidate(input.id);
  await ctx.audit('admin.sites.create', input.id, { name: input.name });
  return getSite(ctx, input.id);
}

export async function updateSite(ctx: Ctx, input: ParsedInputOf<A['sitesUpdate']>) {
  const { id, flags, ...rest } = input;
  const stored = await q.findSite(ctx.db, id);
  if (!stored) throw notFound('id');
  const t = now();
  if (flags !== undefined) {
    // Merge-and-swap: two administrators changing different flags at once both keep their change.
    for (let attempt = 0; ; attempt++) {
      const before = (await q.flagsOfSite(ctx.db, id)) ?? '{}';
      if (await q.swapFlags(ctx.db, id, before, mergedFlags(before, flags), t)) break;
      if (attempt >= 5) throw new AppError(E.CONFLICT, 'flags: changed concurrently, try again', { field: 'flags' });
    }
  }
  await q.updateSite(ctx.db, id, { ...profileColumns(rest), updated_at: t });
  ctx.platform.sites.invalidate(id);
  // Figures kept per site day (the repair statistics) are recounted on the new clock.
  if (rest.variants !== undefined && siteTimezone(JSON.stringify(rest.variants)) !== siteTimezone(stored.variants)) {
    for (const recount of ctx.platform.onSiteZoneChange) await recount(ctx.db, id);
  }
  const fields = [...Object.keys(profileColumns(rest)), ...(flags ? ['flags'] : [])];
  // Integrations hold secrets: the audit log names the change, never the values.
  await ctx.audit('admin.sites.update', id, { fields });
  return getSite(ctx, id);
}
