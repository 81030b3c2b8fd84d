/**
 * The portal: the application square (a directory of services and outside apps per site and
 * role, with categories, search history, favourites and usage counts) and the home layouts of
 * the school home pages (one configurable layout per site and layout key: banners, entry grids,
 * news, notices, quick links, the phone book). Readers see only the apps their roles may see
 * (checked on the server); holders of `portal.manage` edit both in the console.
 */
import { z } from 'zod';
import { isSameOriginPath } from './sso.js';
import { access, byId, endpoint, plainText, requiredText, zf } from './define.js';

/** A layout key: the route's variant (csu, xidian, ...) or `default`. */
export const LAYOUT_KEY = /^[a-z][a-zA-Z0-9_-]{0,31}$/;
export const DEFAULT_LAYOUT = 'default';
/** How many search keywords a user keeps (older ones drop off). */
export const SEARCH_HISTORY_MAX = 10;
export const APP_KINDS = ['route', 'url'] as const;
export const SECTION_TYPES = ['banner', 'entries', 'news', 'notices', 'links', 'phoneBook'] as const;

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !u.username && !u.password;
  } catch {
    return false;
  }
};
/** Where a tap goes: a path of this app (`/officeTel/homePage`) or an outside http(s) address. */
export const isLinkTarget = (v: string) => isSameOriginPath(v) || isHttpUrl(v);
const linkTarget = plainText(1000).pipe(z.string().min(1, 'required').refine(isLinkTarget, 'a path starting with / or an http(s) address'));
/** An image: an uploaded attachment (a path on this site) or an http(s) address. */
const imageUrl = linkTarget;

export const portalCategory = z.object({ id: z.string(), name: z.string(), icon: z.string(), sort: z.number(), apps: z.number() });
export type PortalCategory = z.infer<typeof portalCategory>;

export const portalApp = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  categoryId: z.string().nullable(),
  kind: z.enum(APP_KINDS),
  /** The path (kind route) or the address (kind url). */
  target: z.string(),
  /** The site's sign-on method used to open it (outside apps), or null. */
  ssoMethod: z.string().nullable(),
  /** Role codes that see it; empty = everyone logged in. */
  roles: z.array(z.string()),
  enabled: z.boolean(),
  sort: z.number(),
  /** How often it was opened (feeds "popular"). */
  uses: z.number(),
});
export type PortalApp = z.infer<typeof portalApp>;

// ---- home layout sections: validated JSON, each error names its section (`sections.2.items.0.image`)
const sectionBase = {
  /** Stable id so the console can reorder without losing which is which. */
  id: z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/, 'letters, digits, - or _'),
  title: plainText(40).default(''),
};
export const bannerSection = z.object({
  ...sectionBase,
  type: z.literal('banner'),
  items: z
    .array(z.object({ image: imageUrl, title: plainText(60).default(''), link: z.preprocess((v) => (v === '' ? undefined : v), linkTarget.optional()) }))
    .min(1, 'at least one image')
    .max(10),
});
export const entriesSection = z
  .object({
    ...sectionBase,
    type: z.literal('entries'),
    /** apps: the listed ones; popular: the most opened; favorites: the reader's own. */
    source: z.enum(['apps', 'popular', 'favorites']).default('apps'),
    appIds: z.array(z.string().min(1).max(64)).max(24).default([]),
    limit: z.number().int().min(1).max(24).default(8),
    columns: z.number().int().min(3).max(5).default(4),
  })
  .refine((s) => s.source !== 'apps' || s.appIds.length > 0, { message: 'pick at least one app', path: ['appIds'] });
const contentSection = <T extends 'news' | 'notices'>(type: T) =>
  z.object({
    ...sectionBase,
    type: z.literal(type),
    categoryId: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).max(64).optional()),
    limit: z.number().int().min(1).max(20).default(5),
  });
export const newsSection = contentSection('news');
export const noticesSection = contentSection('notices');
export const linksSection = z.object({
  ...sectionBase,
  type: z.literal('links'),
  items: z.array(z.object({ title: requiredText(30), target: linkTarget })).min(1, 'at least one link').max(20),
});
export const phoneBookSection = z.object({
  ...sectionBase,
  type: z.literal('phoneBook'),
  /** Also list the emergency numbers (from the phone book) on the card. */
  showEmergency: z.boolean().default(true),
});
export const homeSection = z.union([bannerSection, entriesSection, newsSection, noticesSection, linksSection, phoneBookSection]);
export type HomeSection = z.infer<typeof homeSection>;
export type SectionType = HomeSection['type'];

// A Map, not an object: a `type` of `constructor` or `__proto__` must find nothing.
const SECTION_SCHEMAS = new Map<string, z.ZodType<HomeSection>>([
  ['banner', bannerSection],
  ['entries', entriesSection],
  ['news', newsSection],
  ['notices', noticesSection],
  ['links', linksSection],
  ['phoneBook', phoneBookSection],
]);

/**
 * The sections of a layout. Checked one by one so the error names the section by index
 * (a union would only say "invalid input" for the whole array).
 */
const sectionList = z
  .array(z.unknown())
  .max(20, 'at most 20 sections')
  .transform((list, ctx) => {
    const out: HomeSection[] = [];
    list.forEach((raw, i) => {
      const type = raw !== null && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
      const schema = typeof type === 'string' ? SECTION_SCHEMAS.get(type) : undefined;
      if (!schema) {
        ctx.addIssue({ code: 'custom', path: [i, 'type'], message: `one of ${SECTION_TYPES.join(', ')}` });
        return;
      }
      const r = schema.safeParse(raw);
      if (r.success) out.push(r.data);
      else for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: [i, ...issue.path], message: issue.message });
    });
    const ids = out.map((s) => s.id);
    const dup = ids.findIndex((id, i) => ids.indexOf(id) !== i);
    if (dup >= 0) ctx.addIssue({ code: 'custom', path: [dup, 'id'], message: 'section ids must be unique' });
    return out;
  });
/** Forms send the sections as JSON text. */
const sectionsInput = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, sectionList);

export const homeLayout = z.object({
  key: z.string(),
  title: z.string(),
  sections: z.array(homeSection),
  /** Stored for this key, or the site's default, or the built-in one (nothing stored). */
  source: z.enum(['own', 'default', 'builtin']),
  updatedAt: z.number().nullable(),
});
export type HomeLayout = z.infer<typeof homeLayout>;

const manage = access.module('portal', 'manage');
const layoutKey = z.string().regex(LAYOUT_KEY, 'a letter, then letters, digits, - or _ (at most 32)');
const roleCodes = zf.list(z.string().trim().min(1).max(40)).pipe(z.array(z.string()).max(30));

export const portal = {
  directory: endpoint({
    name: 'portal.directory',
    method: 'GET',
    path: '/api/portal/directory',
    input: z.object({}),
    output: z.object({
      categories: z.array(portalCategory),
      apps: z.array(portalApp),
      /** Ids of the caller's favourites, in their order. */
      favorites: z.array(z.string()),
      /** Ids of the most opened apps, most first. */
      popular: z.array(z.string()),
      history: z.array(z.string()),
    }),
    access: access.user,
    summary: "The apps the caller's roles may see on this site, their categories, the caller's favourites and search history, and the popular ones",
  }),
  search: endpoint({
    name: 'portal.search',
    method: 'POST',
    path: '/api/portal/search',
    input: z.object({ keyword: requiredText(40) }),
    output: z.object({ list: z.array(portalApp), history: z.array(z.string()) }),
    access: access.user,
    summary: `Visible apps matching a keyword (name, description, category); the keyword joins the caller's history (last ${SEARCH_HISTORY_MAX})`,
  }),
  clearHistory: endpoint({
    name: 'portal.clearHistory',
    method: 'POST',
    path: '/api/portal/clear-history',
    input: z.object({}),
    output: z.null(),
    access: access.user,
    summary: "Forgets the caller's search history",
  }),
  favorite: endpoint({
    name: 'portal.favorite',
    method: 'POST',
    path: '/api/portal/favorite',
    input: z.object({ id: zf.id(), on: zf.bool().default(true) }),
    output: z.object({ favorites: z.array(z.string()) }),
    access: access.user,
    summary: 'Adds a visible app to the end of the caller’s favourites, or removes one',
  }),
  orderFavorites: endpoint({
    name: 'portal.orderFavorites',
    method: 'POST',
    path: '/api/portal/order-favorites',
    input: z.object({ ids: zf.list(zf.id()).pipe(z.array(z.string()).max(200)) }),
    output: z.object({ favorites: z.array(z.string()) }),
    access: access.user,
    summary: 'Puts the caller’s favourites in this order (ids not among them are refused; ones left out keep their place after)',
  }),
  open: endpoint({
    name: 'portal.open',
    method: 'POST',
    path: '/api/portal/open',
    input: byId,
    output: z.object({ kind: z.enum(APP_KINDS), url: z.string() }),
    access: access.user,
    summary: 'Counts one use of a visible app and answers where to go (an outside app through the site’s sign-on where configured)',
  }),
  home: endpoint({
    name: 'portal.home',
    method: 'GET',
    path: '/api/portal/home',
    input: z.object({ key: layoutKey.default(DEFAULT_LAYOUT) }),
    output: homeLayout.extend({ apps: z.array(portalApp), favorites: z.array(z.string()), popular: z.array(z.string()) }),
    access: access.user,
    summary: 'The home layout for a key (falling back to the site default, then the built-in one) with the apps its entry grids show to the caller',
  }),
  // ---- console
  adminCategories: endpoint({
    name: 'portal.adminCategories',
    method: 'GET',
    path: '/api/portal/admin/categories',
    input: z.object({}),
    output: z.object({ list: z.array(portalCategory) }),
    access: manage,
    summary: 'Every category of the site with its app count',
  }),
  saveCategory: endpoint({
    name: 'portal.saveCategory',
    method: 'POST',
    path: '/api/portal/save-category',
    input: z.object({ id: zf.id().optional(), name: requiredText(30), icon: plainText(300).default(''), sort: zf.int().min(0).max(100000).default(0) }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a category',
  }),
  deleteCategory: endpoint({
    name: 'portal.deleteCategory',
    method: 'POST',
    path: '/api/portal/delete-category',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete an empty category (one holding apps is refused)',
  }),
  adminApps: endpoint({
    name: 'portal.adminApps',
    method: 'GET',
    path: '/api/portal/admin/apps',
    input: z.object({
      current: zf.int().min(1).max(100000).default(1),
      pageSize: zf.int().min(1).max(200).default(20),
      categoryId: zf.id().optional(),
      keyword: plainText(40).optional(),
    }),
    output: z.object({ list: z.array(portalApp), total: z.number(), current: z.number(), pageSize: z.number() }),
    access: manage,
    summary: 'Every app of the site (any role, enabled or not), paged',
  }),
  saveApp: endpoint({
    name: 'portal.saveApp',
    method: 'POST',
    path: '/api/portal/save-app',
    input: z
      .object({
        id: zf.id().optional(),
        name: requiredText(30),
        icon: plainText(300).default(''),
        description: plainText(200).default(''),
        categoryId: z.preprocess((v) => (v === '' ? undefined : v), zf.id().optional()),
        kind: z.enum(APP_KINDS),
        target: linkTarget,
        ssoMethod: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().regex(/^[a-z0-9_-]{1,32}$/, 'a method id').optional()),
        roles: roleCodes.default([]),
        enabled: zf.bool().default(true),
        sort: zf.int().min(0).max(100000).default(0),
      })
      .refine((a) => (a.kind === 'route' ? isSameOriginPath(a.target) : isHttpUrl(a.target)), {
        message: 'a path of this app for kind route, an http(s) address for kind url',
        path: ['target'],
      })
      .refine((a) => a.kind === 'url' || a.ssoMethod === undefined, { message: 'only outside apps open through sign-on', path: ['ssoMethod'] }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit an app',
  }),
  deleteApp: endpoint({
    name: 'portal.deleteApp',
    method: 'POST',
    path: '/api/portal/delete-app',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete an app (also from favourites; home grids naming it skip it)',
  }),
  layouts: endpoint({
    name: 'portal.layouts',
    method: 'GET',
    path: '/api/portal/admin/layouts',
    input: z.object({}),
    output: z.object({ list: z.array(z.object({ key: z.string(), title: z.string(), sections: z.number(), updatedAt: z.number() })) }),
    access: manage,
    summary: 'The home layouts stored for the site',
  }),
  layout: endpoint({
    name: 'portal.layout',
    method: 'GET',
    path: '/api/portal/admin/layout',
    input: z.object({ key: layoutKey }),
    output: homeLayout,
    access: manage,
    summary: 'One layout for editing (what the key shows now when none is stored)',
  }),
  saveLayout: endpoint({
    name: 'portal.saveLayout',
    method: 'POST',
    path: '/api/portal/save-layout',
    input: z.object({ key: layoutKey, title: plainText(40).default(''), sections: sectionsInput }),
    output: z.object({ key: z.string(), updatedAt: z.number() }),
    access: manage,
    summary: 'Store a layout: every section checked (the error names the section), entry apps must exist on the site',
  }),
  deleteLayout: endpoint({
    name: 'portal.deleteLayout',
    method: 'POST',
    path: '/api/portal/delete-layout',
    input: z.object({ key: layoutKey }),
    output: z.null(),
    access: manage,
    summary: 'Delete a stored layout (its pages fall back to the site default)',
  }),
};
