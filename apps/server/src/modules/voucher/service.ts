/**
 * Voucher rules: who sees a batch (its audience, on this site), the state a voucher shows,
 * claiming, issuing to an audience at once, and writing off exactly once within validity.
 */
import { AppError, E, badInput, type Audience, type MyVoucher, type ParsedInputOf, type VoucherState, type contract, reason } from '@campus/api';
import { inAudience, resolveAudience } from '../../platform/audience.js';
import type { Ctx } from '../../platform/context.js';
import { newId, now, parseJson, randomCode } from '../../platform/util.js';
import * as q from './queries.js';
import type { VoucherBatchesTable, VouchersTable } from './tables.js';

const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });

/** Voucher code: 12 characters from the CSPRNG (60 bits). */
export const voucherCode = (): string => randomCode();

export function stateOf(v: { status: string; valid_from: number; valid_to: number }, t: number): VoucherState {
  if (v.status === 'used') return 'used';
  if (t >= Number(v.valid_to)) return 'expired';
  if (t < Number(v.valid_from)) return 'notYet';
  return 'valid';
}

type Held = Awaited<ReturnType<typeof q.vouchersOfUser>>[number];
const toMine = (v: Held, t: number): MyVoucher => ({
  id: v.id,
  code: v.code,
  state: stateOf({ status: v.status, valid_from: v.valid_from, valid_to: v.valid_to }, t),
  createdAt: Number(v.created_at),
  usedAt: v.used_at === null ? null : Number(v.used_at),
  batch: { id: v.batch_id, name: v.name, description: v.description, benefit: v.benefit, validFrom: Number(v.valid_from), validTo: Number(v.valid_to) },
});

export async function mine(ctx: Ctx, state: VoucherState | undefined) {
  const me = ctx.me();
  const t = now();
  const all = (await q.vouchersOfUser(ctx.db, ctx.site.id, me.id)).map((v) => toMine(v, t));
  return { list: state ? all.filter((v) => v.state === state) : all };
}

async function eligible(ctx: Ctx, b: VoucherBatchesTable): Promise<boolean> {
  if (b.published !== 1 || b.mode !== 'claim') return false;
  const { roles } = await ctx.authz();
  return inAudience(ctx.me(), roles, ctx.site.id, parseJson<Audience>(b.audience, {}));
}

export async function claimable(ctx: Ctx) {
  const me = ctx.me();
  const t = now();
  const [rows, held] = await Promise.all([q.listBatches(ctx.db, ctx.site.id, { claimOnly: true }), q.heldCounts(ctx.db, ctx.site.id, me.id)]);
  const list = [];
  for (const b of rows) {
    if (t >= Number(b.valid_to) || !(await eligible(ctx, b))) continue;
    const mineN = held.get(b.id) ?? 0;
    list.push({
      id: b.id,
      name: b.name,
      description: b.description,
      benefit: b.benefit,
      validFrom: Number(b.valid_from),
      validTo: Number(b.valid_to),
      remaining: Number(b.remaining),
      perPerson: Number(b.per_person),
      mine: mineN,
      canClaim: Number(b.remaining) > 0 && mineN < Number(b.per_person),
    });
  }
  return { list };
}

export async function claim(ctx: Ctx, batchId: string): Promise<MyVoucher> {
  const me = ctx.me();
  const b = await q.findBatch(ctx.db, ctx.site.id, batchId);
  if (!b || !(await eligible(ctx, b))) throw notFound('batchId');
  const t = now();
  if (t >= Number(b.valid_to)) throw new AppError(E.ENDED, undefined, { field: 'batchId' });
  const row: VouchersTable = { id: newId(), site_id: ctx.site.id, batch_id: b.id, user_id: me.id, code: voucherCode(), status: 'issued', created_at: t, used_at: null, used_by: null, used_place: '' };
  const r = await q.claim(ctx.db, row, Number(b.per_person));
  if (!r.ok) throw new AppError(E[r.why], undefined, { field: 'batchId', ...(r.why === 'LIMIT_REACHED' ? { limit: Number(b.per_person) } : {}) });
  return toMine({ ...row, batch_id: b.id, name: b.name, description: b.description, benefit: b.benefit, valid_from: b.valid_from, valid_to: b.valid_to }, t);
}

export async function writeOff(ctx: Ctx, code: string, place: string) {
  const me = ctx.me();
  const v = await q.findByCode(ctx.db, ctx.site.id, code.trim().toUpperCase());
  const b = v && (await q.findBatch(ctx.db, ctx.site.id, v.batch_id));
  if (!v || !b) throw notFound('code');
  const t = now();
  const already = async (row: VouchersTable) => {
    const by = row.used_by ? await q.userOf(ctx.db, row.used_by) : undefined;
    return new AppError(E.ALREADY_DONE, 'code: already written off', { field: 'code', usedAt: Number(row.used_at), usedBy: by?.name ?? '', place: row.used_place });
  };
  if (v.status === 'used') throw await already(v);
  if (t < Number(b.valid_from)) throw new AppError(E.NOT_OPEN_YET, 'code: not valid yet', { field: 'code', validFrom: Number(b.valid_from) });
  if (t >= Number(b.valid_to)) throw new AppError(E.CODE_EXPIRED, 'code: expired', { field: 'code', validTo: Number(b.valid_to) });
  if (!(await q.writeOff(ctx.db, ctx.site.id, v.id, me.id, place, t))) {
    const now2 = await q.findByCode(ctx.db, ctx.site.id, v.code);
    throw await already(now2 ?? v);
  }
  await ctx.audit('voucher.writeOff', v.id, { place });
  const holder = await q.userOf(ctx.db, v.user_id);
  return { id: v.id, code: v.code, batchName: b.name, benefit: b.benefit, name: holder?.name ?? '', number: holder?.number ?? '', usedAt: t };
}

export async function myWriteOffs(ctx: Ctx) {
  const me = ctx.me();
  return { list: (await q.records(ctx.db, ctx.site.id, { usedBy: me.id }, { current: 1, pageSize: 20 })).rows };
}

// ---- console ------------------------------------------------------------------------------

const toRow = (b: VoucherBatchesTable, c: { issued: number; used: number } | undefined) => ({
  id: b.id,
  name: b.name,
  description: b.description,
  benefit: b.benefit,
  validFrom: Number(b.valid_from),
  validTo: Number(b.valid_to),
  quantity: Number(b.quantity),
  remaining: Number(b.remaining),
  perPerson: Number(b.per_person),
  mode: b.mode as 'claim',
  published: b.published === 1,
  issued: c?.issued ?? 0,
  used: c?.used ?? 0,
});

export async function batches(ctx: Ctx, p: { current: number; pageSize: number; keyword?: string | undefined }) {
  const all = await q.listBatches(ctx.db, ctx.site.id, { keyword: p.keyword || undefined });
  const slice = all.slice((p.current - 1) * p.pageSize, p.current * p.pageSize);
  const c = await q.batchCounters(ctx.db, ctx.site.id, slice.map((b) => b.id));
  return { list: slice.map((b) => toRow(b, c.get(b.id))), total: all.length, current: p.current, pageSize: p.pageSize };
}

export async function batchDetail(ctx: Ctx, id: string) {
  const b = await q.findBatch(ctx.db, ctx.site.id, id);
  if (!b) throw notFound();
  const c = await q.batchCounters(ctx.db, ctx.site.id, [b.id]);
  const audience = parseJson<Audience>(b.audience, {});
  return { ...toRow(b, c.get(b.id)), audience, numbers: await q.numbersOf(ctx.db, ctx.site.id, audience.users ?? []) };
}

/** Named people by 学工号 join the audience's users; an unknown number is bad input. */
async function withNumbers(ctx: Ctx, a: Audience, numbers: string[] | undefined): Promise<Audience> {
  const wanted = [...new Set((numbers ?? []).map((n) => n.trim()).filter(Boolean))];
  if (!wanted.length) return a;
  const found = await q.usersByNumbers(ctx.db, ctx.site.id, wanted);
  const known = new Set(found.map((u) => u.number));
  const missing = wanted.filter((n) => !known.has(n));
  if (missing.length) throw badInput('numbers', reason('unknownNumbers', { numbers: missing.slice(0, 5).join(', ') }));
  return { ...a, users: [...new Set([...(a.users ?? []), ...found.map((u) => u.id)])] };
}

export async function saveBatch(ctx: Ctx, input: ParsedInputOf<typeof contract.voucher.saveBatch>) {
  const me = ctx.me();
  const t = now();
  const audience = await withNumbers(ctx, input.audience ?? {}, input.numbers);
  const fields = {
    name: input.name,
    description: input.description,
    benefit: input.benefit,
    valid_from: input.validFrom,
    valid_to: input.validTo,
    quantity: input.quantity,
    per_person: input.perPerson,
    audience: JSON.stringify(audience),
    mode: input.mode,
    published: input.published ? 1 : 0,
    updated_at: t,
  };
  if (!input.id) {
    const id = newId();
    await q.insertBatch(ctx.db, { id, site_id: ctx.site.id, ...fields, remaining: input.quantity, created_by: me.id, created_at: t });
    await ctx.audit('voucher.createBatch', id);
    return { id };
  }
  const b = await q.findBatch(ctx.db, ctx.site.id, input.id);
  if (!b) throw notFound();
  if (!(await q.updateBatch(ctx.db, { id: b.id, site_id: ctx.site.id, ...fields }))) throw badInput('quantity', 'below the vouchers already issued');
  await ctx.audit('voucher.updateBatch', b.id);
  return { id: b.id };
}

export async function issue(ctx: Ctx, batchId: string) {
  const b = await q.findBatch(ctx.db, ctx.site.id, batchId);
  if (!b) throw notFound('batchId');
  if (b.mode !== 'issue') throw new AppError(E.WRONG_STATE, 'batchId: a claimable batch is not issued', { field: 'batchId' });
  const t = now();
  if (t >= Number(b.valid_to)) throw new AppError(E.ENDED, undefined, { field: 'batchId' });
  const audience = await resolveAudience(ctx.db, ctx.site.id, parseJson<Audience>(b.audience, {}));
  const make = (user_id: string): VouchersTable => ({ id: newId(), site_id: ctx.site.id, batch_id: b.id, user_id, code: voucherCode(), status: 'issued', created_at: t, used_at: null, used_by: null, used_place: '' });
  const r = await q.issueAll(ctx.db, ctx.site.id, b.id, audience, make);
  if ('short' in r) {
    throw new AppError(E.SOLD_OUT, `batchId: ${r.short} needed, fewer remain`, { field: 'batchId', needed: r.short, remaining: Number(b.remaining) });
  }
  if (!r.issued) return { issued: 0 };
  await ctx.audit('voucher.issue', b.id, { issued: r.issued });
  return { issued: r.issued };
}

export async function records(ctx: Ctx, p: { current: number; pageSize: number; batchId?: string | undefined; keyword?: string | undefined }) {
  const { rows, total } = await q.records(ctx.db, ctx.site.id, p, p);
  return { list: rows, total, current: p.current, pageSize: p.pageSize };
}
