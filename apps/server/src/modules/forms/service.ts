/**
 * Designing forms (holders of forms.manage): create and configure, check a schema, publish it as
 * the next immutable version, open or close, and read a form's versions and submissions.
 */
import { AppError, E, contract, type Endpoint, type ParsedInputOf } from '@campus/api';
import { parseSchema, type SchemaProblem } from '@campus/api/forms';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { newId, now } from '../../platform/util.js';
import * as q from './queries.js';
import { toItem, toSummary, valuesOf } from './shape.js';

type C = typeof contract.forms;
export const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });

export async function isManager(ctx: Ctx): Promise<boolean> {
  return ctx.isSuper || hasModule((await ctx.authz()).auth, 'forms', 'manage');
}

/** GET endpoints any logged-in user may call: what a data source of kind `api` may name. */
const USER_ENDPOINTS: ReadonlySet<string> = new Set(
  Object.values(contract).flatMap((m) => Object.values(m as Record<string, Endpoint>).filter((e) => e.method === 'GET' && !e.raw && (e.access.kind === 'user' || e.access.kind === 'public')).map((e) => e.name)),
);

/** Refuses a schema naming every problem: `d.field` the first (`schema.fields[2].expr`), `d.issues` all. */
function refuse(problems: SchemaProblem[]): never {
  const issues = problems.map((p) => ({ field: `schema.${p.path}`, message: p.key, key: p.key, params: p.params }));
  const first = issues[0]!;
  throw new AppError(E.BAD_INPUT, `${first.field}: ${first.message}`, { field: first.field, issues });
}

export async function adminList(ctx: Ctx, f: ParsedInputOf<C['adminList']>) {
  const [rows, total] = await Promise.all([
    q.listForms(ctx.db, ctx.site.id, f, { offset: (f.current - 1) * f.pageSize, limit: f.pageSize }),
    q.countForms(ctx.db, ctx.site.id, f),
  ]);
  return { list: rows.map(toSummary), total, current: f.current, pageSize: f.pageSize };
}

export async function save(ctx: Ctx, f: ParsedInputOf<C['save']>) {
  const t = now();
  const row = { name: f.name, category: f.category, description: f.description, allow_edit: f.allowEdit ? 1 : 0, ...(f.openToVisitors === undefined ? {} : { visitors: f.openToVisitors ? 1 : 0 }), updated_at: t };
  if (f.id) {
    if (!(await q.findForm(ctx.db, ctx.site.id, f.id))) throw notFound();
    await q.updateForm(ctx.db, ctx.site.id, f.id, row);
    await ctx.audit('forms.save', f.id);
    return { id: f.id };
  }
  const id = newId();
  await q.insertForm(ctx.db, { visitors: 0, ...row, id, site_id: ctx.site.id, status: 'draft', owner_id: ctx.me().id, current_version_id: null, version_count: 0, created_at: t });
  await ctx.audit('forms.create', id);
  return { id };
}

export function check(schema: unknown) {
  const r = parseSchema(schema, { endpoints: USER_ENDPOINTS });
  return { problems: r.ok ? [] : r.problems };
}

export async function publish(ctx: Ctx, id: string, json: unknown) {
  const parsed = parseSchema(json, { endpoints: USER_ENDPOINTS });
  if (!parsed.ok) refuse(parsed.problems);
  const form = await q.findForm(ctx.db, ctx.site.id, id);
  if (!form) throw notFound();
  const version = Number(form.version_count) + 1;
  const versionId = newId();
  const t = now();
  await ctx.db.transaction().execute(async (trx) => {
    // Two publishes at once: the second finds the counter moved and is told to reload.
    if (!(await q.claimVersion(trx, ctx.site.id, id, version, versionId, t))) throw new AppError(E.CONFLICT, 'id: published meanwhile, reload', { field: 'id' });
    await q.insertVersion(trx, { id: versionId, site_id: ctx.site.id, form_id: id, version, schema: JSON.stringify(parsed.schema), published_by: ctx.me().id, published_at: t });
  });
  await ctx.audit('forms.publish', id, { version });
  return { versionId, version };
}

export async function setStatus(ctx: Ctx, id: string, status: 'open' | 'closed') {
  const form = await q.findForm(ctx.db, ctx.site.id, id);
  if (!form) throw notFound();
  if (status === 'open' && !form.current_version_id) throw new AppError(E.WRONG_STATE, 'id: publish a version first', { field: 'id' });
  await q.updateForm(ctx.db, ctx.site.id, id, { status, updated_at: now() });
  await ctx.audit('forms.status', id, { status });
  return null;
}

export async function versions(ctx: Ctx, id: string) {
  if (!(await q.findForm(ctx.db, ctx.site.id, id))) throw notFound();
  const rows = await q.listVersions(ctx.db, ctx.site.id, id);
  return {
    list: rows.map((v) => ({ id: v.id, formId: v.form_id, version: Number(v.version), publishedAt: Number(v.published_at), publishedBy: v.published_by, submissions: Number(v.submissions ?? 0) })),
  };
}

export async function submissions(ctx: Ctx, f: ParsedInputOf<C['submissions']>) {
  if (!(await q.findForm(ctx.db, ctx.site.id, f.formId))) throw notFound('formId');
  const [rows, total] = await Promise.all([
    q.listSubmissions(ctx.db, ctx.site.id, f, { offset: (f.current - 1) * f.pageSize, limit: f.pageSize }),
    q.countSubmissions(ctx.db, ctx.site.id, f),
  ]);
  const me = ctx.me().id;
  return { list: rows.map((r) => ({ ...toItem(r, me), values: valuesOf(r.data) })), total, current: f.current, pageSize: f.pageSize };
}
