/**
 * Official document circulation (公文流转; spec: document/sendpage, officialpage, redpage,
 * choosecompany and the rucoffcir/* lists). A holder of `document.send` drafts a document with
 * a red header and a number (〔2026〕12号, one sequence per site and year) and sends it to
 * departments and named people; each receiver gets a receipt: read (first open), signed (签收),
 * handled with an opinion (办理意见), and may forward it to people of their own unit. Only the
 * receivers, the sender and `document.manage` holders ever read a document.
 */
import { z } from 'zod';
import { access, byId, endpoint, paging, plainText, requiredText, zf } from './define.js';

export const DOC_KINDS = ['outgoing', 'incoming', 'affairs'] as const;
export type DocKind = (typeof DOC_KINDS)[number];
export const DOC_URGENCIES = ['normal', 'urgent', 'very_urgent'] as const;
export type DocUrgency = (typeof DOC_URGENCIES)[number];
export const DOC_SECRECIES = ['none', 'internal', 'secret', 'confidential'] as const;
export type DocSecrecy = (typeof DOC_SECRECIES)[number];
/** A receipt: waiting to be signed, signed (being handled), handled (done). */
export const RECEIPT_STATES = ['unsigned', 'signed', 'done'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];
/** The H5 lists: to handle, handled, everything I can see, affairs; `sent` = what I sent. */
export const DOC_BOXES = ['handle', 'already', 'all', 'affairs', 'sent'] as const;
export type DocBox = (typeof DOC_BOXES)[number];
/** `#rrggbb`: the red header's colour. */
export const HEADER_COLOR_RE = /^#[0-9a-fA-F]{6}$/;
/** A remind of the unread goes out at most once per this many seconds per document. */
export const REMIND_INTERVAL = 3600;

export const docAttachment = z.object({ id: z.string(), name: z.string(), size: z.number(), mime: z.string() });
export type DocAttachment = z.infer<typeof docAttachment>;

export const myReceipt = z.object({
  state: z.enum(RECEIPT_STATES),
  readAt: z.number().nullable(),
  signedAt: z.number().nullable(),
  doneAt: z.number().nullable(),
  opinion: z.string(),
  /** Who forwarded it to me (null: sent to me or my unit). */
  forwardedBy: z.string().nullable(),
});
export type MyReceipt = z.infer<typeof myReceipt>;

export const docSummary = z.object({
  id: z.string(),
  kind: z.enum(DOC_KINDS),
  title: z.string(),
  /** 文号, e.g. `演大发〔2026〕12号`. */
  number: z.string(),
  issuer: z.string(),
  urgency: z.enum(DOC_URGENCIES),
  secrecy: z.enum(DOC_SECRECIES),
  senderName: z.string(),
  sentAt: z.number(),
  /** The caller's receipt, when they received it. */
  receipt: myReceipt.nullable(),
  /** Receivers and how many have read (for the sender and managers; null for others). */
  receivers: z.number().nullable(),
  read: z.number().nullable(),
});
export type DocSummary = z.infer<typeof docSummary>;

export const docDetail = docSummary.extend({
  headerText: z.string(),
  headerColor: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  attachments: z.array(docAttachment),
  /** Units and people it was sent to (names). */
  targets: z.object({ departments: z.array(z.object({ id: z.string(), name: z.string() })), users: z.array(z.object({ id: z.string(), name: z.string() })) }),
  /** The caller may see every receipt (the sender, managers). */
  canTrack: z.boolean(),
  /** When the unread were last reminded. */
  remindedAt: z.number().nullable(),
});
export type DocDetail = z.infer<typeof docDetail>;

export const docReceipt = z.object({
  userId: z.string(),
  name: z.string(),
  number: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string(),
  state: z.enum(RECEIPT_STATES),
  readAt: z.number().nullable(),
  signedAt: z.number().nullable(),
  doneAt: z.number().nullable(),
  opinion: z.string(),
  forwardedBy: z.string().nullable(),
});
export type DocReceipt = z.infer<typeof docReceipt>;

export const unitStat = z.object({
  departmentId: z.string().nullable(),
  departmentName: z.string(),
  receivers: z.number(),
  read: z.number(),
  signed: z.number(),
  done: z.number(),
});
export type UnitStat = z.infer<typeof unitStat>;

export const docUnit = z.object({ id: z.string(), name: z.string(), parentId: z.string().nullable(), people: z.number() });
export type DocUnit = z.infer<typeof docUnit>;

const send = access.module('document', 'send');
const page = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number(), current: z.number(), pageSize: z.number() });
const blank = (v: unknown) => (v === '' ? undefined : v);
const ids = (max: number) => zf.list(zf.id()).pipe(z.array(zf.id()).max(max)).default([]);

export const sendInput = z.object({
  kind: z.enum(DOC_KINDS).default('outgoing'),
  title: requiredText(120),
  /** Before the year, e.g. `演大发`; the server adds `〔year〕n号`. */
  numberPrefix: plainText(20).default(''),
  issuer: requiredText(60),
  /** The red header's words, e.g. `演示大学文件` (the issuer + 文件 when empty). */
  headerText: plainText(40).default(''),
  headerColor: z.preprocess(blank, z.string().regex(HEADER_COLOR_RE, '#rrggbb').default('#d40000')),
  urgency: z.enum(DOC_URGENCIES).default('normal'),
  secrecy: z.enum(DOC_SECRECIES).default('none'),
  /** Rich text; sanitised on the server. */
  body: z.string().max(200_000).default(''),
  /** Uploads of this site (from /api/upload/index). */
  attachments: ids(20),
  departments: ids(500),
  users: ids(2000),
});

export const documentContract = {
  units: endpoint({
    name: 'document.units',
    method: 'GET',
    path: '/api/document/units',
    input: z.object({}),
    output: z.object({ list: z.array(docUnit) }),
    access: send,
    summary: 'The departments of the site (a tree by parentId) with how many active people each has, for choosing receivers',
  }),
  send: endpoint({
    name: 'document.send',
    method: 'POST',
    path: '/api/document/send',
    input: sendInput,
    output: z.object({ id: z.string(), number: z.string(), recipients: z.number() }),
    access: send,
    summary: 'Number and send a document to departments and people: a receipt and a to-do for each active person',
  }),
  list: endpoint({
    name: 'document.list',
    method: 'GET',
    path: '/api/document/list',
    input: z.object({
      box: z.enum(DOC_BOXES).default('handle'),
      keyword: z.preprocess(blank, plainText(40).optional()),
      ...paging,
    }),
    output: page(docSummary),
    access: access.user,
    summary: 'My documents: to handle, handled, all I can see, affairs, or sent by me; newest first',
  }),
  detail: endpoint({
    name: 'document.detail',
    method: 'GET',
    path: '/api/document/detail',
    input: byId,
    output: docDetail,
    access: access.user,
    mutates: true,
    summary: 'One document for a receiver, its sender or a manager; a receiver’s first open records the read time',
  }),
  receipts: endpoint({
    name: 'document.receipts',
    method: 'GET',
    path: '/api/document/receipts',
    input: z.object({ id: zf.id(), state: z.preprocess(blank, z.enum(['unread', 'read', ...RECEIPT_STATES]).optional()) }),
    output: z.object({ list: z.array(docReceipt), units: z.array(unitStat) }),
    access: access.user,
    summary: 'Every receiver’s read, sign and handling status and the figures per unit (sender and managers)',
  }),
  sign: endpoint({
    name: 'document.sign',
    method: 'POST',
    path: '/api/document/sign',
    input: byId,
    output: myReceipt,
    access: access.user,
    summary: 'Sign for a received document (once: signing again keeps the first time)',
  }),
  handle: endpoint({
    name: 'document.handle',
    method: 'POST',
    path: '/api/document/handle',
    input: z.object({ id: zf.id(), opinion: requiredText(2000) }),
    output: myReceipt,
    access: access.user,
    summary: 'Write one’s handling opinion and finish (signs too); a receipt is handled once',
  }),
  colleagues: endpoint({
    name: 'document.colleagues',
    method: 'GET',
    path: '/api/document/colleagues',
    input: z.object({ id: zf.id(), keyword: z.preprocess(blank, plainText(40).optional()) }),
    output: z.object({ list: z.array(z.object({ id: z.string(), name: z.string(), number: z.string(), received: z.boolean() })) }),
    access: access.user,
    summary: 'People of the caller’s unit a receiver may forward the document to',
  }),
  forward: endpoint({
    name: 'document.forward',
    method: 'POST',
    path: '/api/document/forward',
    input: z.object({ id: zf.id(), users: zf.list(zf.id()).pipe(z.array(zf.id()).min(1, 'required').max(200)) }),
    output: z.object({ added: z.number() }),
    access: access.user,
    summary: 'Forward a received document to people of one’s own unit (each gets a receipt and a to-do)',
  }),
  remind: endpoint({
    name: 'document.remind',
    method: 'POST',
    path: '/api/document/remind',
    input: byId,
    output: z.object({ reminded: z.number() }),
    access: access.user,
    summary: 'Remind the receivers who have not read it yet (sender or manager; at most once an hour)',
  }),
  attachment: endpoint({
    name: 'document.attachment',
    method: 'GET',
    path: '/api/document/attachment',
    input: z.object({ id: zf.id(), file: zf.id(), inline: zf.bool().default(false) }),
    output: z.null(),
    access: access.user,
    raw: true,
    summary: 'An attachment of a document the caller may read',
  }),
  adminList: endpoint({
    name: 'document.adminList',
    method: 'GET',
    path: '/api/document/admin/list',
    input: z.object({
      keyword: z.preprocess(blank, plainText(40).optional()),
      kind: z.preprocess(blank, z.enum(DOC_KINDS).optional()),
      urgency: z.preprocess(blank, z.enum(DOC_URGENCIES).optional()),
      from: z.preprocess(blank, zf.int().min(0).optional()),
      to: z.preprocess(blank, zf.int().min(0).optional()),
      ...paging,
    }),
    output: page(docSummary),
    access: access.module('document'),
    summary: 'Documents for the console: every one of the site for managers, one’s own for senders',
  }),
  export: endpoint({
    name: 'document.export',
    method: 'GET',
    path: '/api/document/admin/export',
    input: byId,
    output: z.null(),
    access: access.module('document'),
    raw: true,
    summary: 'The receipts of a document as xlsx (sender or manager)',
  }),
};

/** The printed 文号: prefix, the year in 〔〕 and the sequence, e.g. `演大发〔2026〕12号`. */
export const docNumber = (prefix: string, year: number, seq: number): string => `${prefix}〔${year}〕${seq}号`;
