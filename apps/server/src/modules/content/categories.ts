/** Categories: readers list them (public ones when logged out); managers of the kind edit them. */
import { AppError, E, type ContentCategory, type ContentKind, type ParsedInputOf, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import type { Selectable } from 'kysely';
import type { ContentCategoriesTable } from '../../platform/db/schema.js';
import { newId, now } from '../../platform/util.js';
import * as q from './queries-categories.js';
import { findCategory } from './queries.js';
import { assertManager } from './shape.js';

const toCategory = (r: Selectable<ContentCategoriesTable>): ContentCategory => ({
  id: r.id,
  kind: r.kind as ContentKind,
  name: r.name,
  public: r.public === 1,
  sort: r.sort,
});
const nameTaken = () => new AppError(E.CONFLICT, 'name: a category of this kind already has this name', { field: 'name' });
const isUnique = (err: unknown) => /unique|duplicate/i.test(String((err as Error | undefined)?.message ?? ''));

export async function readerCategories(ctx: Ctx, kind: string) {
  return { list: (await q.listCategories(ctx.db, ctx.site.id, kind, !ctx.user)).map(toCategory) };
}

export async function managerCategories(ctx: Ctx, kind: string) {
  await assertManager(ctx, kind);
  const list = (await q.listCategories(ctx.db, ctx.site.id, kind, false)).map(toCategory);
  return { list, total: list.length };
}

export async function saveCategory(ctx: Ctx, input: ParsedInputOf<typeof contract.content.categorySave>): Promise<ContentCategory> {
  await assertManager(ctx, input.kind);
  const set = { name: input.name, public: input.public ? 1 : 0, sort: input.sort };
  try {
    if (input.id) {
      const cat = await findCategory(ctx.db, ctx.site.id, input.id);
      if (!cat || cat.kind !== input.kind) throw new AppError(E.NOT_FOUND, 'id: no such category', { field: 'id' });
      await q.updateCategory(ctx.db, ctx.site.id, cat.id, set);
      await ctx.audit('content.category.update', cat.id, set);
      return toCategory({ ...cat, ...set });
    }
    const row = { ...set, id: newId(), site_id: ctx.site.id, kind: input.kind, created_at: now() };
    await q.insertCategory(ctx.db, row);
    await ctx.audit('content.category.create', row.id, set);
    return toCategory(row);
  } catch (err) {
    if (isUnique(err)) throw nameTaken();
    throw err;
  }
}

export async function deleteCategory(ctx: Ctx, id: string): Promise<null> {
  const cat = await findCategory(ctx.db, ctx.site.id, id);
  if (!cat) throw new AppError(E.NOT_FOUND, 'id: no such category', { field: 'id' });
  await assertManager(ctx, cat.kind);
  if (!(await q.deleteUnusedCategory(ctx.db, ctx.site.id, cat.id)))
    throw new AppError(E.CONFLICT, 'id: items still use this category', { field: 'id' });
  await ctx.audit('content.category.delete', cat.id, { name: cat.name });
  return null;
}
