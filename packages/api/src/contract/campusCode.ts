/**
 * Campus code (spec rows buuCode/index and xidianGuard/index): a personal dynamic QR identity
 * code for passing the campus gates. The server signs a new code every 30 s (HMAC under a
 * per-site secret, naming the user and the time window); a guard (`campusCode.check`) scans or
 * types it at a gate, the server checks signature, freshness, single use and whether a site
 * administrator (`campusCode.manage`) has blocked the holder, and logs the entry or exit.
 */
import { z } from 'zod';
import { access, byId, endpoint, plainText, requiredText, widePaging, zf } from './define.js';

/** Seconds a campus code is shown before the next one; a code is accepted in its window and the next. */
export const CAMPUS_CODE_PERIOD = 30;
export const GATE_DIRECTIONS = ['in', 'out'] as const;
export type GateDirection = (typeof GATE_DIRECTIONS)[number];
/** What a scan came to: let through, or refused because the holder is blocked. */
export const PASSAGE_RESULTS = ['pass', 'blocked'] as const;
export type PassageResult = (typeof PASSAGE_RESULTS)[number];
/** The holder's standing, which colours the code: green may pass, red is blocked. */
export const CODE_STATUSES = ['ok', 'blocked'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional()).optional();
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const codeHolder = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  number: z.string(),
  department: z.string(),
  /** student | teacher | staff | visitor */
  kind: z.string(),
  avatar: z.string(),
});
export type CodeHolder = z.infer<typeof codeHolder>;

export const campusGate = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  active: z.boolean(),
  sort: z.number(),
});
export type CampusGate = z.infer<typeof campusGate>;

export const gatePassage = z.object({
  id: z.string(),
  at: z.number(),
  gateId: z.string(),
  gateName: z.string(),
  direction: z.enum(GATE_DIRECTIONS),
  result: z.enum(PASSAGE_RESULTS),
  /** The block's reason when refused. */
  reason: z.string(),
  holder: codeHolder,
  guardName: z.string(),
});
export type GatePassage = z.infer<typeof gatePassage>;

export const codeBlock = z.object({
  id: z.string(),
  holder: codeHolder,
  reason: z.string(),
  /** Seconds; null = until lifted. */
  until: z.number().nullable(),
  byName: z.string(),
  at: z.number(),
});
export type CodeBlock = z.infer<typeof codeBlock>;

const check = access.module('campusCode', 'check');
const manage = access.module('campusCode', 'manage');
const page = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number(), current: z.number(), pageSize: z.number() });
export const passageFilter = z.object({
  gateId: opt(zf.id()),
  direction: opt(z.enum(GATE_DIRECTIONS)),
  result: opt(z.enum(PASSAGE_RESULTS)),
  /** Name, account or 学工号 of the holder. */
  keyword: opt(plainText(40)),
  /** Local dates of the site, inclusive. */
  from: opt(z.string().regex(DATE, 'not a date')),
  to: opt(z.string().regex(DATE, 'not a date')),
});

export const campusCode = {
  mine: endpoint({
    name: 'campusCode.mine',
    method: 'GET',
    path: '/api/campusCode/mine',
    input: z.object({}),
    output: z.object({
      /** What the QR encodes: `cc1.<payload>.<mac>`. */
      code: z.string(),
      expiresAt: z.number().int(),
      /** Seconds until the next code: ask again then. */
      refreshIn: z.number().int(),
      period: z.number().int(),
      holder: codeHolder,
      status: z.enum(CODE_STATUSES),
      /** Why the holder is blocked (empty when not). */
      reason: z.string(),
      recent: z.array(gatePassage),
    }),
    access: access.user,
    summary: 'My campus code (signed, rotating every 30 s), my standing and my latest passages',
  }),
  gates: endpoint({
    name: 'campusCode.gates',
    method: 'GET',
    path: '/api/campusCode/gates',
    input: z.object({}),
    output: z.object({ list: z.array(campusGate) }),
    access: check,
    summary: 'The open gates a guard may stand at',
  }),
  verify: endpoint({
    name: 'campusCode.verify',
    method: 'POST',
    path: '/api/campusCode/verify',
    input: z.object({
      code: z.string().trim().min(1, 'required').max(512),
      gateId: zf.id(),
      direction: z.enum(GATE_DIRECTIONS),
    }),
    output: z.object({ allowed: z.boolean(), passage: gatePassage }),
    access: check,
    summary: 'A guard checks a scanned or typed code at a gate: signature, freshness, single use, blocks; the passage is logged',
  }),
  myChecks: endpoint({
    name: 'campusCode.myChecks',
    method: 'GET',
    path: '/api/campusCode/my-checks',
    input: z.object({}),
    output: z.object({ list: z.array(gatePassage) }),
    access: check,
    summary: 'The calling guard’s latest scans (today’s shift)',
  }),
  adminGates: endpoint({
    name: 'campusCode.adminGates',
    method: 'GET',
    path: '/api/campusCode/admin/gates',
    input: z.object({}),
    output: z.object({ list: z.array(campusGate.extend({ passages: z.number() })) }),
    access: manage,
    summary: 'Every gate of the site, open or closed, with its passage count',
  }),
  saveGate: endpoint({
    name: 'campusCode.saveGate',
    method: 'POST',
    path: '/api/campusCode/admin/save-gate',
    input: z.object({
      id: opt(zf.id()),
      name: requiredText(60),
      location: plainText(120).default(''),
      active: zf.bool().default(true),
      sort: zf.int().min(0).max(100000).default(0),
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a gate (close it to stop guards choosing it)',
  }),
  deleteGate: endpoint({
    name: 'campusCode.deleteGate',
    method: 'POST',
    path: '/api/campusCode/admin/delete-gate',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete a gate nobody has passed yet (one with passages is closed instead)',
  }),
  blocks: endpoint({
    name: 'campusCode.blocks',
    method: 'GET',
    path: '/api/campusCode/admin/blocks',
    input: z.object({ ...widePaging, keyword: opt(plainText(40)) }),
    output: page(codeBlock),
    access: manage,
    summary: 'Accounts whose passage is blocked (lapsed ones are left out)',
  }),
  block: endpoint({
    name: 'campusCode.block',
    method: 'POST',
    path: '/api/campusCode/admin/block',
    input: z.object({
      /** Account or 学工号 on this site. */
      account: requiredText(64),
      reason: requiredText(200),
      until: opt(zf.int().min(0)),
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Block an account’s passage with a reason (optionally until a time); blocking again updates it',
  }),
  unblock: endpoint({
    name: 'campusCode.unblock',
    method: 'POST',
    path: '/api/campusCode/admin/unblock',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Lift a block',
  }),
  passages: endpoint({
    name: 'campusCode.passages',
    method: 'GET',
    path: '/api/campusCode/admin/passages',
    input: passageFilter.extend(widePaging),
    output: page(gatePassage),
    access: manage,
    summary: 'The passage log, newest first, filtered by gate, direction, result, person and dates',
  }),
  exportPassages: endpoint({
    name: 'campusCode.exportPassages',
    method: 'GET',
    path: '/api/campusCode/admin/passages/export',
    input: passageFilter,
    output: z.null(),
    access: manage,
    raw: true,
    summary: 'The filtered passage log as xlsx',
  }),
};
