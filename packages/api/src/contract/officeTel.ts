/**
 * Phone book (spec: officeTel/*). Units hold offices (a two-level tree); both hold entries with
 * one or more numbers. Anyone logged in reads and searches it and keeps a per-user list of
 * frequently used and recently viewed entries; holders of `officeTel.manage` edit it in the
 * console and import the whole book from xlsx (checked whole first, then written all at once).
 * A unit flagged `emergency` is the other/emergency numbers category (officeTel/elsetem).
 */
import { z } from 'zod';
import { importError } from './admin.js';
import { access, byId, endpoint, plainText, requiredText, zf } from './define.js';


/** A phone number as people write it: digits with + - ( ) spaces and an optional 转 extension. */
export const PHONE = /^\+?[0-9][0-9\-() ]{1,30}(?:(?:转|ext\.?|#)[0-9]{1,6})?$/i;
const phone = plainText(40).pipe(z.string().regex(PHONE, 'not a phone number'));
/** Split a cell or field holding several numbers (`,` `，` `;` `、` `/` or new lines). */
export const splitPhones = (s: string): string[] =>
  s
    .split(/[,，;；、/\n]+/)
    .map((x) => x.trim())
    .filter(Boolean);
const phones = z
  .preprocess((v) => (typeof v === 'string' ? splitPhones(v) : v), z.array(phone))
  .pipe(z.array(z.string()).min(1, 'at least one number').max(8));

export const telUnit = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for a unit; the unit's id for an office. */
  parentId: z.string().nullable(),
  emergency: z.boolean(),
  sort: z.number(),
  /** Entries directly in it (an office's, or a unit's own). */
  entries: z.number(),
});
export type TelUnit = z.infer<typeof telUnit>;

export const telEntry = z.object({
  id: z.string(),
  unitId: z.string(),
  /** The unit, and the office when the entry sits in one. */
  unitName: z.string(),
  officeName: z.string().nullable(),
  emergency: z.boolean(),
  name: z.string(),
  phones: z.array(z.string()),
  location: z.string(),
  notes: z.string(),
  sort: z.number(),
});
export type TelEntry = z.infer<typeof telEntry>;

const manage = access.module('officeTel', 'manage');
const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });

/** Import columns, in the template's order (headings also accepted in Chinese). */
export const TEL_IMPORT_COLUMNS = ['unit', 'office', 'name', 'phones', 'location', 'notes', 'sort', 'emergency'] as const;

export const officeTel = {
  units: endpoint({
    name: 'officeTel.units',
    method: 'GET',
    path: '/api/officeTel/units',
    input: z.object({}),
    output: listOf(telUnit),
    access: access.user,
    summary: 'Every unit and office of the site, in order, with entry counts',
  }),
  entries: endpoint({
    name: 'officeTel.entries',
    method: 'GET',
    path: '/api/officeTel/entries',
    input: z.object({
      unitId: zf.id().optional(),
      keyword: plainText(40).optional(),
      emergency: zf.bool().optional(),
    }),
    output: listOf(telEntry).extend({ truncated: z.boolean() }),
    access: access.user,
    summary: 'Entries of a unit (with its offices), the emergency ones, or those matching a keyword (name, number, place, unit)',
  }),
  view: endpoint({
    name: 'officeTel.view',
    method: 'POST',
    path: '/api/officeTel/view',
    input: byId,
    output: z.null(),
    access: access.user,
    summary: 'Note that the caller opened or called an entry (feeds frequent and recent)',
  }),
  mine: endpoint({
    name: 'officeTel.mine',
    method: 'GET',
    path: '/api/officeTel/mine',
    input: z.object({}),
    output: z.object({ frequent: z.array(telEntry), recent: z.array(telEntry) }),
    access: access.user,
    summary: 'The caller’s frequently used and recently viewed entries',
  }),
  adminEntries: endpoint({
    name: 'officeTel.adminEntries',
    method: 'GET',
    path: '/api/officeTel/admin/entries',
    input: z.object({
      current: zf.int().min(1).max(100000).default(1),
      pageSize: zf.int().min(1).max(200).default(20),
      unitId: zf.id().optional(),
      keyword: plainText(40).optional(),
    }),
    output: z.object({ list: z.array(telEntry), total: z.number(), current: z.number(), pageSize: z.number() }),
    access: manage,
    summary: 'Entries for the console, paged',
  }),
  saveUnit: endpoint({
    name: 'officeTel.saveUnit',
    method: 'POST',
    path: '/api/officeTel/save-unit',
    input: z.object({
      id: zf.id().optional(),
      name: requiredText(60),
      parentId: z.preprocess((v) => (v === '' ? undefined : v), zf.id().optional()),
      emergency: zf.bool().default(false),
      sort: zf.int().min(0).max(100000).default(0),
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a unit (no parent) or an office (parent = a unit)',
  }),
  deleteUnit: endpoint({
    name: 'officeTel.deleteUnit',
    method: 'POST',
    path: '/api/officeTel/delete-unit',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete an empty unit or office (one with offices or entries is refused)',
  }),
  saveEntry: endpoint({
    name: 'officeTel.saveEntry',
    method: 'POST',
    path: '/api/officeTel/save-entry',
    input: z.object({
      id: zf.id().optional(),
      unitId: zf.id(),
      name: requiredText(80),
      phones,
      location: plainText(120).default(''),
      notes: plainText(300).default(''),
      sort: zf.int().min(0).max(100000).default(0),
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit an entry',
  }),
  deleteEntry: endpoint({
    name: 'officeTel.deleteEntry',
    method: 'POST',
    path: '/api/officeTel/delete-entry',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete an entry',
  }),
  import: endpoint({
    name: 'officeTel.import',
    method: 'POST',
    path: '/api/officeTel/import',
    input: z.object({}),
    output: z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), units: z.number(), entries: z.number() }),
      z.object({ ok: z.literal(false), errors: z.array(importError) }),
    ]),
    access: manage,
    multipart: true,
    summary: 'Replace the whole phone book from an xlsx (multipart field `file`): every row checked first, all or nothing',
  }),
  export: endpoint({
    name: 'officeTel.export',
    method: 'GET',
    path: '/api/officeTel/export',
    input: z.object({}),
    output: z.null(),
    access: manage,
    raw: true,
    summary: 'The whole phone book as xlsx (the import’s columns, so it round-trips)',
  }),
};
