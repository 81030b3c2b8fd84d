/**
 * Assets (spec: asset/*). A register per site: code (unique on the site), name, category,
 * location, keeper, department, status, purchase date, value, notes. Managers (`asset.manage`)
 * keep it (create, edit, scrap, xlsx import and export, QR labels); holders of `asset.view` read
 * it, and a keeper reads the assets they keep. Anyone logged in may open one asset's public card
 * by scanning its label: name, code, location, status, and the entry to report a fault.
 */
import { z } from 'zod';
import { access, endpoint, paging, plainText, requiredText, zf } from './define.js';
import { importError } from './admin.js';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** An optional filter: absent, empty text and null all mean "no filter". */
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional()).optional();

export const ASSET_STATUSES = ['inUse', 'idle', 'repair', 'scrapped'] as const;
export type AssetStatus = (typeof ASSET_STATUSES)[number];
/** Statuses a manager may set by editing; `scrapped` is reached only through `asset.scrap`. */
export const ASSET_EDIT_STATUSES = ['inUse', 'idle', 'repair'] as const;
export const ASSET_SORT_FIELDS = ['code', 'name', 'category', 'status', 'purchaseDate', 'value', 'updatedAt'] as const;
/** Columns of the import and export workbooks, in order (headers: the key or its label). */
export const ASSET_COLUMNS = ['code', 'name', 'category', 'location', 'keeper', 'department', 'status', 'purchaseDate', 'value', 'notes'] as const;
export type AssetColumn = (typeof ASSET_COLUMNS)[number];

/** An asset code: letters, digits and - _ . / (printed on labels, typed on phones). */
export const ASSET_CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;
/** Money as a decimal text with at most two decimals (stored as integer cents). */
export const ASSET_MONEY = /^\d{1,12}(\.\d{1,2})?$/;
/** A calendar date `YYYY-MM-DD`. */
export const ASSET_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const code = () => z.string().trim().regex(ASSET_CODE, 'letters, digits and - _ . /, up to 40');
const money = () =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().regex(ASSET_MONEY, 'an amount like 1234.50'));
const date = () => z.string().trim().regex(ASSET_DATE, 'a date YYYY-MM-DD');

export const assetRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  category: z.string(),
  location: z.string(),
  keeperId: z.string().nullable(),
  keeperName: z.string(),
  keeperNumber: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string(),
  status: z.enum(ASSET_STATUSES),
  /** `YYYY-MM-DD` or '' when unknown. */
  purchaseDate: z.string(),
  /** Decimal text, two decimals ("1234.50"). */
  value: z.string(),
  notes: z.string(),
  scrapReason: z.string(),
  scrappedAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AssetRow = z.infer<typeof assetRow>;

/** What a scanned label shows to anyone logged in on the site. */
export const assetCard = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  location: z.string(),
  status: z.enum(ASSET_STATUSES),
  /** The caller may open the full record (viewers, managers, its keeper). */
  canView: z.boolean(),
  id: z.string(),
});
export type AssetCard = z.infer<typeof assetCard>;

export const assetLabel = z.object({ id: z.string(), code: z.string(), name: z.string(), location: z.string(), url: z.string() });
export type AssetLabel = z.infer<typeof assetLabel>;

export const assetFilters = {
  /** Over code, name and location. */
  keyword: opt(plainText(60)),
  category: opt(plainText(40)),
  status: opt(z.enum(ASSET_STATUSES)),
  departmentId: opt(zf.id()),
};
const sorter = opt(
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const [field, order = 'ascend'] = v.split(/[,: ]/);
      return { field, order };
    },
    z.object({ field: z.enum(ASSET_SORT_FIELDS), order: z.enum(['ascend', 'descend']) }),
  ),
);

const assetFields = {
  code: code(),
  name: requiredText(80),
  category: plainText(40).default(''),
  location: plainText(120).default(''),
  /** The keeper's 学工号 (or username); '' for none. */
  keeperNumber: plainText(64).default(''),
  departmentId: opt(zf.id()),
  status: z.enum(ASSET_EDIT_STATUSES).default('inUse'),
  purchaseDate: z.preprocess(blank, date().optional()).optional(),
  value: z.preprocess(blank, money().optional()).optional(),
  notes: plainText(1000).default(''),
};

/** One bad cell of an import: `row` is the spreadsheet row (the header is row 1). */
export const assetImportError = importError;
export type AssetImportError = z.infer<typeof assetImportError>;

const manage = access.module('asset', 'manage');

export const asset = {
  list: endpoint({
    name: 'asset.list',
    method: 'GET',
    path: '/api/asset/list',
    input: z.object({ ...assetFilters, ...paging, sorter }),
    output: z.object({ list: z.array(assetRow), total: z.number(), current: z.number(), pageSize: z.number() }),
    access: access.user,
    summary: 'The register: search, filters, paging, sorting (viewers and managers: all; keepers: theirs)',
  }),
  me: endpoint({
    name: 'asset.me',
    method: 'GET',
    path: '/api/asset/me',
    input: z.object({}),
    output: z.object({ canRead: z.boolean(), canManage: z.boolean(), keeperOnly: z.boolean() }),
    access: access.user,
    summary: 'What the caller may do with the register (screens ask before showing it)',
  }),
  options: endpoint({
    name: 'asset.options',
    method: 'GET',
    path: '/api/asset/options',
    input: z.object({}),
    output: z.object({ categories: z.array(z.string()), departments: z.array(z.object({ id: z.string(), name: z.string() })), canManage: z.boolean() }),
    access: access.user,
    summary: 'Filter choices of the register (categories in use, departments) for those who may read it',
  }),
  detail: endpoint({
    name: 'asset.detail',
    method: 'GET',
    path: '/api/asset/detail',
    input: z.object({ id: zf.id() }),
    output: assetRow,
    access: access.user,
    summary: 'One asset’s full record (viewers, managers, its keeper)',
  }),
  card: endpoint({
    name: 'asset.card',
    method: 'GET',
    path: '/api/asset/card',
    input: z.object({ code: code() }),
    output: assetCard,
    access: access.user,
    summary: 'The public card a scanned label opens: name, code, location, status',
  }),
  create: endpoint({
    name: 'asset.create',
    method: 'POST',
    path: '/api/asset/create',
    input: z.object(assetFields),
    output: assetRow,
    access: manage,
    summary: 'Register an asset; its code is unique on the site',
  }),
  update: endpoint({
    name: 'asset.update',
    method: 'POST',
    path: '/api/asset/update',
    input: z.object({ id: zf.id(), ...assetFields }),
    output: assetRow,
    access: manage,
    summary: 'Edit an asset (not a scrapped one)',
  }),
  scrap: endpoint({
    name: 'asset.scrap',
    method: 'POST',
    path: '/api/asset/scrap',
    input: z.object({ id: zf.id(), reason: plainText(200).default('') }),
    output: assetRow,
    access: manage,
    summary: 'Scrap an asset, once (it stays in the register)',
  }),
  labels: endpoint({
    name: 'asset.labels',
    method: 'GET',
    path: '/api/asset/labels',
    /** Ids as a list, or one text of ids separated by commas (a console address). */
    input: z.object({
      ids: z.preprocess((v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v), z.array(zf.id()).min(1).max(200)),
    }),
    output: z.object({ list: z.array(assetLabel) }),
    access: manage,
    summary: 'QR labels to print: each carries the H5 address that opens the asset',
  }),
  import: endpoint({
    name: 'asset.import',
    method: 'POST',
    path: '/api/asset/import',
    input: z.object({}),
    output: z.discriminatedUnion('ok', [
      z.object({ ok: z.literal(true), created: z.number() }),
      z.object({ ok: z.literal(false), errors: z.array(assetImportError) }),
    ]),
    access: manage,
    multipart: true,
    summary: 'Import assets from an xlsx (multipart field `file`): every row checked first, all rows or none',
  }),
  importTemplate: endpoint({
    name: 'asset.importTemplate',
    method: 'GET',
    path: '/api/asset/import-template',
    input: z.object({}),
    output: z.null(),
    access: manage,
    raw: true,
    summary: 'The xlsx template of the import',
  }),
  export: endpoint({
    name: 'asset.export',
    method: 'GET',
    path: '/api/asset/export',
    input: z.object({ ...assetFilters, sorter }),
    output: z.null(),
    access: manage,
    raw: true,
    summary: 'The filtered register as xlsx (same columns as the import)',
  }),
};
