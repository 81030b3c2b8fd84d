/**
 * Filling in forms: open one, keep a draft as one types, submit (checked by the same engine the
 * apps run), change a submission while allowed, read one's own. Drafts and edits carry the
 * revision the writer read, so a stale tab is told to reload instead of overwriting newer work.
 */
import { AppError, E, type ParsedInputOf, type contract } from '@campus/api';
import { validateSubmission, type FormError, type FormSchema } from '@campus/api/forms';
import type { Ctx } from '../../platform/context.js';
import { localOf } from '../../platform/time.js';
import { newId, now } from '../../platform/util.js';
import { emitSubmitted } from './hooks.js';
import * as q from './queries.js';
import { isManager, notFound } from './service.js';
import { editable, schemaOf, toItem, toSummary, valuesOf } from './shape.js';
import { fileLinks, unknownRefs } from './refs.js';

type C = typeof contract.forms;
/** A draft or submission larger than this is refused (the body limit is 1 MB; JSON text of values). */
const MAX_VALUES_BYTES = 512 * 1024;

const today = (ctx: Ctx) => localOf(now(), ctx.timezone).date;

/** Refuses a submission naming the first field at fault (`values.items[3].amount`), every one in `d.issues`. */
function refuse(errors: FormError[]): never {
  const issues = errors.map((e) => ({ field: `values.${e.path}`, message: e.key, key: e.key, params: e.params }));
  const first = issues[0]!;
  throw new AppError(E.BAD_INPUT, `${first.field}: ${first.message}`, { field: first.field, issues });
}

export function sized(values: Record<string, unknown>): string {
  const text = JSON.stringify(values);
  if (text.length > MAX_VALUES_BYTES) throw new AppError(E.PAYLOAD_TOO_LARGE, 'values: too large', { field: 'values' });
  return text;
}

/** A visitor (an SMS-code account) sees only forms opened to visitors; for them the others do not exist. */
const hiddenFrom = (ctx: Ctx, form: { visitors: number }) => ctx.user?.kind === 'visitor' && Number(form.visitors) !== 1;

async function openForm(ctx: Ctx, id: string, field = 'id') {
  const form = await q.findForm(ctx.db, ctx.site.id, id);
  if (!form || hiddenFrom(ctx, form)) throw notFound(field);
  return form;
}

/** A form that takes submissions now: open, with a version. */
async function fillable(ctx: Ctx, id: string, field = 'formId') {
  const form = await openForm(ctx, id, field);
  if (form.status !== 'open' || !form.current_version_id) throw new AppError(E.WRONG_STATE, `${field}: not open`, { field });
  return form as typeof form & { current_version_id: string };
}

async function versionOf(ctx: Ctx, id: string, field = 'versionId') {
  const v = await q.findVersion(ctx.db, ctx.site.id, id);
  if (!v) throw notFound(field);
  return v;
}

export async function available(ctx: Ctx, category?: string) {
  const rows = await q.listForms(ctx.db, ctx.site.id, { status: 'open', category }, { offset: 0, limit: 500 });
  return { list: rows.filter((r) => r.current_version_id && !hiddenFrom(ctx, r)).map(toSummary) };
}

export async function open(ctx: Ctx, id: string) {
  const form = await openForm(ctx, id);
  if (!form.current_version_id || (form.status !== 'open' && !(await isManager(ctx)))) throw new AppError(E.WRONG_STATE, 'id: not open', { field: 'id' });
  const [v, draft] = await Promise.all([versionOf(ctx, form.current_version_id, 'id'), q.findDraft(ctx.db, id, ctx.me().id)]);
  return {
    form: toSummary(form),
    version: { id: v.id, formId: v.form_id, version: Number(v.version), schema: schemaOf(v), publishedAt: Number(v.published_at), publishedBy: v.published_by },
    draft: draft ? { versionId: draft.version_id, values: valuesOf(draft.data), revision: Number(draft.revision), savedAt: Number(draft.updated_at) } : null,
  };
}

/** Anyone may read the schema of an open form; a closed one's only its managers and those who filled it. */
export async function version(ctx: Ctx, id: string) {
  const v = await versionOf(ctx, id, 'id');
  const form = await openForm(ctx, v.form_id);
  if (form.status !== 'open' && !(await isManager(ctx))) {
    const mine = await q.countSubmissions(ctx.db, ctx.site.id, { formId: form.id, userId: ctx.me().id });
    if (mine === 0) throw new AppError(E.FORBIDDEN);
  }
  return { id: v.id, formId: v.form_id, version: Number(v.version), schema: schemaOf(v), publishedAt: Number(v.published_at), publishedBy: v.published_by };
}

export async function saveDraft(ctx: Ctx, d: ParsedInputOf<C['saveDraft']>) {
  await fillable(ctx, d.formId);
  const v = await versionOf(ctx, d.versionId);
  if (v.form_id !== d.formId) throw notFound('versionId');
  const userId = ctx.me().id;
  const row = { site_id: ctx.site.id, form_id: d.formId, user_id: userId, version_id: d.versionId, data: sized(d.values), revision: d.revision + 1, updated_at: now() };
  const saved = d.revision === 0 ? await q.insertDraft(ctx.db, row) : await q.updateDraft(ctx.db, row);
  if (!saved) {
    const current = await q.findDraft(ctx.db, d.formId, userId);
    throw new AppError(E.CONFLICT, 'revision: the draft was saved elsewhere meanwhile', { field: 'revision', current: current ? Number(current.revision) : 0 });
  }
  return { revision: row.revision, savedAt: row.updated_at };
}

export async function deleteDraft(ctx: Ctx, formId: string) {
  await openForm(ctx, formId, 'formId');
  await q.deleteDraft(ctx.db, formId, ctx.me().id);
  return null;
}

/**
 * The engine's check, then that picked people and departments exist on this site and files are
 * the caller's own uploads or were already in `previous` (the stored values being changed).
 */
export async function checked(ctx: Ctx, schema: FormSchema, values: Record<string, unknown>, previous?: Record<string, unknown>) {
  const opts = { today: today(ctx) };
  const r = validateSubmission(schema, values, opts);
  if (!r.ok) refuse(r.errors);
  const refs = await unknownRefs(ctx.db, ctx.site.id, schema, r.values, { userId: ctx.me().id, previous });
  if (refs.errors.length) refuse(refs.errors);
  if (!refs.renamed) return r.values;
  const again = validateSubmission(schema, r.values, opts);
  if (!again.ok) refuse(again.errors);
  return again.values;
}

export async function submit(ctx: Ctx, s: ParsedInputOf<C['submit']>) {
  const form = await fillable(ctx, s.formId);
  // Filled with an older version: the form changed meanwhile; the draft keeps what was typed.
  if (s.versionId !== form.current_version_id) throw new AppError(E.CONFLICT, 'versionId: the form was updated, reload it', { field: 'versionId', current: form.current_version_id });
  const v = await versionOf(ctx, s.versionId);
  const schema = schemaOf(v);
  const values = await checked(ctx, schema, s.values);
  const userId = ctx.me().id;
  const t = now();
  const id = newId();
  await ctx.db.transaction().execute(async (trx) => {
    await q.insertSubmission(trx, { id, site_id: ctx.site.id, form_id: form.id, version_id: v.id, version: Number(v.version), user_id: userId, data: sized(values), state: 'submitted', revision: 1, process_id: null, locked_at: null, created_at: t, updated_at: t });
    await q.deleteDraft(trx, form.id, userId);
  });
  await emitSubmitted(ctx, { siteId: ctx.site.id, formId: form.id, submissionId: id, versionId: v.id, userId, values });
  return { id };
}

export async function edit(ctx: Ctx, e: ParsedInputOf<C['edit']>) {
  const me = ctx.me().id;
  const row = await q.findSubmission(ctx.db, ctx.site.id, e.id);
  if (!row || row.user_id !== me) throw notFound();
  if (!editable(row, me)) throw new AppError(E.WRONG_STATE, 'id: can no longer be changed', { field: 'id' });
  // Checked against the version it was filled with, not the form's current one.
  const values = await checked(ctx, schemaOf(await versionOf(ctx, row.version_id)), e.values, valuesOf(row.data));
  if (!(await q.updateSubmission(ctx.db, ctx.site.id, e.id, e.revision, sized(values), now()))) {
    const cur = await q.findSubmission(ctx.db, ctx.site.id, e.id);
    if (cur?.locked_at !== null) throw new AppError(E.WRONG_STATE, 'id: can no longer be changed', { field: 'id' });
    throw new AppError(E.CONFLICT, 'revision: changed elsewhere meanwhile', { field: 'revision', current: Number(cur.revision) });
  }
  return { revision: e.revision + 1 };
}

export async function mine(ctx: Ctx, f: ParsedInputOf<C['mine']>) {
  const me = ctx.me().id;
  const filter = { userId: me, formId: f.formId };
  const [rows, total] = await Promise.all([
    q.listSubmissions(ctx.db, ctx.site.id, filter, { offset: (f.current - 1) * f.pageSize, limit: f.pageSize }),
    q.countSubmissions(ctx.db, ctx.site.id, filter),
  ]);
  return { list: rows.map((r) => toItem(r, me)), total, current: f.current, pageSize: f.pageSize };
}

/** Its owner, or a manager of forms on this site; anyone else learns only that there is none. */
export async function submission(ctx: Ctx, id: string) {
  const me = ctx.me().id;
  const row = await q.findSubmission(ctx.db, ctx.site.id, id);
  if (!row || (row.user_id !== me && !(await isManager(ctx)))) throw notFound();
  const v = await versionOf(ctx, row.version_id);
  const schema = schemaOf(v);
  const values = valuesOf(row.data);
  return { ...toItem(row, me), values, schema, processId: row.process_id, files: await fileLinks(ctx.db, ctx.site.id, schema, values) };
}
