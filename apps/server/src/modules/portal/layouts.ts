/**
 * Home layouts: which one a key shows (its own, else the site's `default`, else the built-in
 * one), and the check a layout passes before it is stored (the contract checks each section's
 * shape; here, that the apps and categories it names exist on this site).
 */
import { DEFAULT_LAYOUT, badInput, type HomeLayout, type HomeSection, homeSection } from '@campus/api';
import { z } from 'zod';
import type { Ctx } from '../../platform/context.js';
import { parseJson } from '../../platform/util.js';
import * as q from './queries.js';

/** What a site shows before anyone edits its layouts: the popular apps, news, notices, phone book. */
export const BUILTIN_SECTIONS: HomeSection[] = [
  { id: 'popular', type: 'entries', title: '', source: 'popular', appIds: [], limit: 8, columns: 4 },
  { id: 'news', type: 'news', title: '', limit: 5 },
  { id: 'notices', type: 'notices', title: '', limit: 5 },
  { id: 'phoneBook', type: 'phoneBook', title: '', showEmergency: true },
];

/** Stored sections were checked when saved; a row that no longer parses shows nothing rather than failing the page. */
const storedSections = (text: string): HomeSection[] => {
  const r = z.array(homeSection).safeParse(parseJson<unknown>(text, []));
  return r.success ? r.data : [];
};

export async function resolveLayout(ctx: Ctx, key: string): Promise<HomeLayout> {
  const own = await q.findLayout(ctx.db, ctx.site.id, key);
  const row = own ?? (key === DEFAULT_LAYOUT ? undefined : await q.findLayout(ctx.db, ctx.site.id, DEFAULT_LAYOUT));
  if (!row) return { key, title: '', sections: BUILTIN_SECTIONS, source: 'builtin', updatedAt: null };
  return { key, title: row.title, sections: storedSections(row.sections), source: own ? 'own' : 'default', updatedAt: Number(row.updated_at) };
}

/** Every app id and content category a layout names must be this site's (the error names the section). */
export async function checkReferences(ctx: Ctx, sections: HomeSection[]): Promise<void> {
  const wanted = sections.flatMap((s) => (s.type === 'entries' && s.source === 'apps' ? s.appIds : []));
  const known = new Set(await q.existingAppIds(ctx.db, ctx.site.id, [...new Set(wanted)]));
  for (const [i, s] of sections.entries()) {
    if (s.type === 'entries' && s.source === 'apps') {
      const j = s.appIds.findIndex((id) => !known.has(id));
      if (j >= 0) throw badInput(`sections.${i}.appIds.${j}`, 'no such app on this site');
    }
    if ((s.type === 'news' || s.type === 'notices') && s.categoryId) {
      const kind = s.type === 'news' ? 'news' : 'notice';
      if (!(await q.contentCategoryExists(ctx.db, ctx.site.id, kind, s.categoryId))) throw badInput(`sections.${i}.categoryId`, 'no such category on this site');
    }
  }
}
