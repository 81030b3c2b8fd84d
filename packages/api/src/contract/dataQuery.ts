/**
 * Generic query service (spec: gzQuery/index). An administrator (`dataQuery.manage`) imports a
 * dataset from xlsx — admission results, exam rooms, dormitory allocation — and says which
 * columns a person must type to find their row (the keys, e.g. ID number and name) and which
 * columns the answer shows. People query inside the set's open window, see only the row their
 * keys match (optionally only when it carries their own student/staff number), and are limited
 * to a number of queries per hour so that nobody can walk the list.
 */
import { z } from 'zod';
import { importError } from './admin.js';
import { access, byId, endpoint, plainText, requiredText, zf } from './define.js';

export const QUERY_STATES = ['open', 'notOpen', 'ended'] as const;
export type QueryState = (typeof QUERY_STATES)[number];

/** A column heading as written in the sheet. */
const column = requiredText(40);
const columns = zf.list(column).pipe(z.array(z.string()).max(40));

export const querySet = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** What the person types, in order. */
  keyColumns: z.array(z.string()),
  opensAt: z.number().nullable(),
  closesAt: z.number().nullable(),
  state: z.enum(QUERY_STATES),
  limitPerHour: z.number(),
});
export type QuerySet = z.infer<typeof querySet>;

export const adminQuerySet = querySet.extend({
  showColumns: z.array(z.string()),
  /** A column that must hold the caller's own student/staff number, or null. */
  numberColumn: z.string().nullable(),
  published: z.boolean(),
  rows: z.number(),
  queries: z.number(),
  hits: z.number(),
  updatedAt: z.number(),
});
export type AdminQuerySet = z.infer<typeof adminQuerySet>;

export const queryAnswer = z.object({
  found: z.boolean(),
  /** The shown columns of the matching row, in the set's order. */
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Queries left in this hour. */
  left: z.number(),
});
export type QueryAnswer = z.infer<typeof queryAnswer>;

const manage = access.module('dataQuery', 'manage');
const optionalTime = z.preprocess((v) => (v === '' || v === null ? undefined : v), zf.int().min(0).optional());

export const dataQuery = {
  sets: endpoint({
    name: 'dataQuery.sets',
    method: 'GET',
    path: '/api/dataQuery/sets',
    input: z.object({}),
    output: z.object({ list: z.array(querySet) }),
    access: access.user,
    summary: 'Published query sets of the site, open ones first',
  }),
  set: endpoint({
    name: 'dataQuery.set',
    method: 'GET',
    path: '/api/dataQuery/set',
    input: byId,
    output: querySet,
    access: access.user,
    summary: 'One published query set: what to type and when it is open',
  }),
  query: endpoint({
    name: 'dataQuery.query',
    method: 'POST',
    path: '/api/dataQuery/query',
    input: z.object({ id: zf.id(), values: zf.list(plainText(100)).pipe(z.array(z.string()).min(1).max(10)) }),
    output: queryAnswer,
    access: access.user,
    summary: 'Look up the caller’s row by the key values (in keyColumns order); counts against the hourly limit',
  }),
  adminSets: endpoint({
    name: 'dataQuery.adminSets',
    method: 'GET',
    path: '/api/dataQuery/admin/sets',
    input: z.object({ keyword: plainText(40).optional(), current: zf.int().min(1).max(100000).default(1), pageSize: zf.int().min(1).max(100).default(20) }),
    output: z.object({ list: z.array(adminQuerySet), total: z.number(), current: z.number(), pageSize: z.number() }),
    access: manage,
    summary: 'Every query set of the site with its rows, queries and hits',
  }),
  saveSet: endpoint({
    name: 'dataQuery.saveSet',
    method: 'POST',
    path: '/api/dataQuery/save-set',
    input: z
      .object({
        id: zf.id().optional(),
        title: requiredText(80),
        description: plainText(1000).default(''),
        keyColumns: columns.pipe(z.array(z.string()).min(1, 'choose at least one key column').max(4)),
        showColumns: columns.pipe(z.array(z.string()).min(1, 'choose at least one column to show')),
        numberColumn: z.preprocess((v) => (v === '' ? undefined : v), column.optional()),
        opensAt: optionalTime,
        closesAt: optionalTime,
        limitPerHour: zf.int().min(1).max(1000).default(10),
        published: zf.bool().default(false),
      })
      .refine((s) => s.opensAt === undefined || s.closesAt === undefined || s.opensAt < s.closesAt, { message: 'must be after the opening time', path: ['closesAt'] }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a query set (the dataset itself comes from import)',
  }),
  deleteSet: endpoint({
    name: 'dataQuery.deleteSet',
    method: 'POST',
    path: '/api/dataQuery/delete-set',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete a query set with its rows',
  }),
  import: endpoint({
    name: 'dataQuery.import',
    method: 'POST',
    path: '/api/dataQuery/import',
    input: z.object({}),
    output: z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), rows: z.number() }),
      z.object({ ok: z.literal(false), errors: z.array(importError) }),
    ]),
    access: manage,
    multipart: true,
    summary: 'Replace a set’s rows from an xlsx (query `id`, multipart field `file`; row 1 = headings holding the key and shown columns): every row checked first, all or nothing',
  }),
};
