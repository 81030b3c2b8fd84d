/**
 * Designing processes (workflow.manage): a form's process, checked against the form's current
 * version and saved at the version read; the webhook's signing key; the ready-made approvals
 * (packages/api/src/approvals) installed per site.
 */
import { AppError, E, type ParsedInputOf, type contract } from '@campus/api';
import { APPROVAL_TEMPLATES, approvalTemplate } from '@campus/api/approvals';
import { parseProcess, parseSchema, type ProcessProblem, type ProcessSpec } from '@campus/api/forms';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/index.js';
import { newId, now } from '../../platform/util.js';
import { createPublished, currentSchema } from '../forms/hooks.js';
import * as q from './queries.js';
import { notFound } from './run.js';
import { WEBHOOK_HEADER, webhookSecret as secretOf } from './webhook.js';

type C = typeof contract.workflow;

function refuse(problems: ProcessProblem[]): never {
  const issues = problems.map((p) => ({ field: `definition.${p.path}`, message: p.key, key: p.key, params: p.params }));
  const first = issues[0]!;
  throw new AppError(E.BAD_INPUT, `${first.field}: ${first.message}`, { field: first.field, issues });
}

const toInfo = (p: NonNullable<Awaited<ReturnType<typeof q.findProcess>>>) => ({
  id: p.id, formId: p.form_id, definition: JSON.parse(p.definition) as unknown, enabled: p.enabled === 1, webhookUrl: p.webhook_url, version: Number(p.version), updatedAt: Number(p.updated_at),
});

export async function process(ctx: Ctx, formId: string) {
  const p = await q.findProcess(ctx.db, ctx.site.id, formId);
  return { process: p ? toInfo(p) : null };
}

async function formOf(ctx: Ctx, formId: string) {
  const f = await currentSchema(ctx.db, ctx.site.id, formId);
  if (!f) throw new AppError(E.WRONG_STATE, 'formId: publish the form first', { field: 'formId' });
  return f;
}

export async function check(ctx: Ctx, formId: string, definition: unknown) {
  const { schema } = await formOf(ctx, formId);
  const r = parseProcess(definition, schema);
  return { problems: r.ok ? [] : r.problems };
}

export async function save(ctx: Ctx, s: ParsedInputOf<C['saveProcess']>) {
  const { schema } = await formOf(ctx, s.formId);
  const r = parseProcess(s.definition, schema);
  if (!r.ok) refuse(r.problems);
  const t = now();
  const definition = JSON.stringify(r.process);
  const old = await q.findProcess(ctx.db, ctx.site.id, s.formId);
  const set = { definition, enabled: s.enabled ? 1 : 0, webhook_url: s.webhookUrl, updated_by: ctx.me().id, updated_at: t };
  if (old) {
    if (!(await q.updateProcess(ctx.db, ctx.site.id, old.id, Number(old.version), set))) throw new AppError(E.CONFLICT, 'definition: saved elsewhere meanwhile, reload', { field: 'definition' });
    await ctx.audit('workflow.saveProcess', s.formId, { version: Number(old.version) + 1 });
    return { id: old.id, version: Number(old.version) + 1 };
  }
  const id = newId();
  try {
    await q.insertProcess(ctx.db, { id, site_id: ctx.site.id, form_id: s.formId, template_key: null, version: 1, created_at: t, ...set });
  } catch {
    // The (site, form) key: another save created it first.
    throw new AppError(E.CONFLICT, 'definition: saved elsewhere meanwhile, reload', { field: 'definition' });
  }
  await ctx.audit('workflow.saveProcess', s.formId, { version: 1 });
  return { id, version: 1 };
}

export async function webhookSecret(ctx: Ctx, formId: string) {
  const p = await q.findProcess(ctx.db, ctx.site.id, formId);
  if (!p) throw notFound('formId');
  return { secret: await secretOf(ctx.db, ctx.site.id, p.id), header: WEBHOOK_HEADER };
}

export async function deliveries(ctx: Ctx, f: ParsedInputOf<C['deliveries']>) {
  const { rows, total } = await q.listDeliveries(ctx.db, ctx.site.id, f.formId, { offset: (f.current - 1) * f.pageSize, limit: f.pageSize });
  return {
    list: rows.map((d) => ({ id: d.id, instanceId: d.instance_id, url: d.url, state: d.state as 'pending' | 'delivered' | 'failed', attempts: Number(d.attempts), lastError: d.last_error, nextAt: d.state === 'pending' && d.next_at !== null ? Number(d.next_at) : null, createdAt: Number(d.created_at) })),
    total, current: f.current, pageSize: f.pageSize,
  };
}

/* ---------- ready-made approvals ---------- */

export async function templates(ctx: Ctx) {
  const installed = new Map((await q.templateForms(ctx.db, ctx.site.id)).map((r) => [r.template_key!, r.form_id]));
  return { list: APPROVAL_TEMPLATES.map((t) => ({ key: t.key, name: t.name, category: t.category, description: t.description, formId: installed.get(t.key) ?? null })) };
}

const plain = (text: unknown, lang: 'zh' | 'en' | 'tw') => (typeof text === 'string' ? text : ((text as Record<string, string>)[lang] ?? (text as Record<string, string>).zh ?? ''));

/** Installs a template on a site (once: a second install answers the first's form). Also the demo seed's way. */
export async function installOn(db: Db, siteId: string, by: string, key: string, lang: 'zh' | 'en' | 'tw' = 'zh'): Promise<{ formId: string; created: boolean }> {
  const tpl = approvalTemplate(key);
  if (!tpl) throw notFound('key');
  const have = await q.findTemplateProcess(db, siteId, key);
  if (have) return { formId: have.form_id, created: false };
  const schema = parseSchema(tpl.form);
  if (!schema.ok) throw new AppError(E.SYSTEM, `template ${key}: bad form`);
  const proc = parseProcess(tpl.process, schema.schema);
  if (!proc.ok) throw new AppError(E.SYSTEM, `template ${key}: bad process`);
  const { formId } = await createPublished(db, siteId, by, { name: plain(tpl.name, lang), category: tpl.category, description: plain(tpl.description, lang), schema: schema.schema, visitors: tpl.visitors === true });
  const t = now();
  await attachOn(db, siteId, by, formId, proc.process, key, t);
  return { formId, created: true };
}

/** Attaches a (checked) process to a form that has none. */
export async function attachOn(db: Db, siteId: string, by: string, formId: string, process: ProcessSpec, templateKey: string | null = null, t = now()): Promise<string> {
  const id = newId();
  await q.insertProcess(db, { id, site_id: siteId, form_id: formId, definition: JSON.stringify(process), enabled: 1, webhook_url: '', version: 1, template_key: templateKey, updated_by: by, created_at: t, updated_at: t });
  return id;
}

export async function install(ctx: Ctx, key: string) {
  const r = await installOn(ctx.db, ctx.site.id, ctx.me().id, key, ctx.lang);
  if (r.created) await ctx.audit('workflow.installTemplate', r.formId, { key });
  return { formId: r.formId };
}

/** The installed form of a template, for its screens (anyone logged in). */
export async function app(ctx: Ctx, key: string) {
  const have = await q.findTemplateProcess(ctx.db, ctx.site.id, key);
  if (!have) {
    const tpl = approvalTemplate(key);
    if (!tpl) throw notFound('key');
    return { formId: null, name: plain(tpl.name, ctx.lang), open: false };
  }
  return { formId: have.form_id, name: have.name, open: have.status === 'open' };
}
