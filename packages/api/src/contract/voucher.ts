/**
 * Vouchers (spec: cupwriteOff/*). Managers (`voucher.manage`) define batches (benefit, validity,
 * quantity, per-person limit, audience) issued to the audience at once or claimed by eligible
 * users; each voucher has an unguessable code; staff (`voucher.writeOff`) write it off once,
 * within validity, by scanning its QR or typing the code.
 */
import { z } from 'zod';
import { audience } from './audience.js';
import { access, endpoint, pageOf, paging, plainText, seconds, zf } from './define.js';


export const VOUCHER_MODES = ['issue', 'claim'] as const;
/** What a voucher shows as to its holder (`voucher.state.*`). */
export const VOUCHER_STATES = ['valid', 'notYet', 'used', 'expired'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

const batchInfo = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  benefit: z.string(),
  validFrom: z.number(),
  validTo: z.number(),
});

export const myVoucher = z.object({
  id: z.string(),
  code: z.string(),
  state: z.enum(VOUCHER_STATES),
  createdAt: z.number(),
  usedAt: z.number().nullable(),
  batch: batchInfo,
});
export type MyVoucher = z.infer<typeof myVoucher>;

export const voucherClaimable = batchInfo.extend({ remaining: z.number(), perPerson: z.number(), mine: z.number(), canClaim: z.boolean() });
export type ClaimableBatch = z.infer<typeof voucherClaimable>;

export const voucherBatchRow = batchInfo.extend({
  quantity: z.number(),
  remaining: z.number(),
  perPerson: z.number(),
  mode: z.enum(VOUCHER_MODES),
  published: z.boolean(),
  issued: z.number(),
  used: z.number(),
});
export type VoucherBatchRow = z.infer<typeof voucherBatchRow>;

const writeOffAnswer = z.object({
  id: z.string(),
  code: z.string(),
  batchName: z.string(),
  benefit: z.string(),
  name: z.string(),
  number: z.string(),
  usedAt: z.number(),
});
export type WriteOffAnswer = z.infer<typeof writeOffAnswer>;

const recordRow = z.object({
  id: z.string(),
  code: z.string(),
  batchName: z.string(),
  holderName: z.string(),
  holderNumber: z.string(),
  usedAt: z.number(),
  usedByName: z.string(),
  place: z.string(),
});
export type VoucherRecord = z.infer<typeof recordRow>;

const batchInput = z
  .object({
    id: zf.id().optional(),
    name: plainText(80).pipe(z.string().min(1)),
    description: plainText(1000).default(''),
    benefit: plainText(120).pipe(z.string().min(1)),
    validFrom: seconds(),
    validTo: seconds(),
    quantity: zf.int().min(1).max(1000000),
    perPerson: zf.int().min(1).max(100).default(1),
    /** Who may claim / is issued; may be left out when named people are given by number. */
    audience: audience.optional(),
    /** 学工号 of named people (e.g. pasted from an xlsx column), added to the audience's users. */
    numbers: zf.list(plainText(32)).pipe(z.array(z.string()).max(5000)).optional(),
    mode: z.enum(VOUCHER_MODES).default('claim'),
    published: zf.bool().default(true),
  })
  .refine((b) => b.validFrom < b.validTo, { path: ['validTo'], message: 'must be after validFrom' })
  .refine((b) => b.audience || b.numbers?.length, { path: ['audience'], message: 'choose an audience or name people by number' });

const manage = access.module('voucher', 'manage');
const writeOff = access.module('voucher', 'writeOff');
const records = { ...paging, batchId: zf.id().optional(), keyword: plainText(60).optional() };

export const voucher = {
  mine: endpoint({
    name: 'voucher.mine',
    method: 'GET',
    path: '/api/voucher/mine',
    input: z.object({ state: z.enum(VOUCHER_STATES).optional() }),
    output: z.object({ list: z.array(myVoucher) }),
    access: access.user,
    summary: 'The caller’s vouchers with their state (valid, not yet valid, used, expired)',
  }),
  claimable: endpoint({
    name: 'voucher.claimable',
    method: 'GET',
    path: '/api/voucher/claimable',
    input: z.object({}),
    output: z.object({ list: z.array(voucherClaimable) }),
    access: access.user,
    summary: 'Published claimable batches whose audience includes the caller and still valid',
  }),
  claim: endpoint({
    name: 'voucher.claim',
    method: 'POST',
    path: '/api/voucher/claim',
    input: z.object({ batchId: zf.id() }),
    output: myVoucher,
    access: access.user,
    summary: 'Claim one voucher of a batch; never exceeds the quantity or the per-person limit',
  }),
  writeOff: endpoint({
    name: 'voucher.writeOff',
    method: 'POST',
    path: '/api/voucher/write-off',
    input: z.object({ code: plainText(64).pipe(z.string().min(4)), place: plainText(80).default('') }),
    output: writeOffAnswer,
    access: writeOff,
    summary: 'Write a voucher off by its code, exactly once and only within its validity',
  }),
  myWriteOffs: endpoint({
    name: 'voucher.myWriteOffs',
    method: 'GET',
    path: '/api/voucher/my-write-offs',
    input: z.object({}),
    output: z.object({ list: z.array(recordRow) }),
    access: writeOff,
    summary: 'The caller’s latest write-offs (staff)',
  }),
  batches: endpoint({
    name: 'voucher.batches',
    method: 'GET',
    path: '/api/voucher/batches',
    input: z.object({ ...paging, keyword: plainText(60).optional() }),
    output: pageOf(voucherBatchRow),
    access: manage,
    summary: 'Every batch of the site with counters (managers)',
  }),
  batchDetail: endpoint({
    name: 'voucher.batchDetail',
    method: 'GET',
    path: '/api/voucher/batch-detail',
    input: z.object({ id: zf.id() }),
    output: voucherBatchRow.extend({ audience: z.unknown(), numbers: z.array(z.string()) }),
    access: manage,
    summary: 'One batch with its audience',
  }),
  saveBatch: endpoint({
    name: 'voucher.saveBatch',
    method: 'POST',
    path: '/api/voucher/save-batch',
    input: batchInput,
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or update a batch; the quantity never drops below what is issued',
  }),
  issue: endpoint({
    name: 'voucher.issue',
    method: 'POST',
    path: '/api/voucher/issue',
    input: z.object({ batchId: zf.id() }),
    output: z.object({ issued: z.number() }),
    access: manage,
    summary: 'Issue one voucher to every audience member who has none of the batch (all or nothing)',
  }),
  records: endpoint({
    name: 'voucher.records',
    method: 'GET',
    path: '/api/voucher/records',
    input: z.object(records),
    output: pageOf(recordRow),
    access: manage,
    summary: 'Write-off records, newest first',
  }),
  recordsExport: endpoint({
    name: 'voucher.recordsExport',
    method: 'GET',
    path: '/api/voucher/records-export',
    input: z.object({ batchId: zf.id().optional(), keyword: plainText(60).optional() }),
    output: z.null(),
    access: manage,
    raw: true,
    summary: 'Write-off records as xlsx',
  }),
};
