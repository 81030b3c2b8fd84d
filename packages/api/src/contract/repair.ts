/**
 * Repair orders and dispatch (spec: repair/*, scurepair/*). Anyone logged in reports a fault and
 * follows their own orders; dispatchers (`repair.dispatch`) assign, reassign, merge and set
 * priority from a board of unassigned orders; repair workers (`repair.work`) act on the orders
 * assigned to them; `repair.statistics` reads figures and exports; `repair.manage` edits
 * categories (with SLA), areas, automatic assignment rules and workers' skills and duty.
 * Every step is a transition of one state machine and a line in the order's timeline.
 */
import { z } from 'zod';
import { ATTACH_URL } from './content-shapes.js';
import { access, byId, endpoint, pageOf, paging, plainText, seconds, zf } from './define.js';

const required = (max: number) => plainText(max).pipe(z.string().min(1));

/** An uploaded image (from /api/upload): `/site/attach?file=all/...`, uploaded by the caller on this site. */
const photo = z.string().trim().regex(ATTACH_URL, 'an uploaded file (/site/attach?file=all/...)');
const photos = (max: number) => zf.list(photo).pipe(z.array(z.string()).max(max)).default([]);

/** Order states (`repair.state.*`). Unassigned: submitted, reopened. Final: rated, closed, cancelled, merged. */
export const REPAIR_STATES = ['submitted', 'reopened', 'assigned', 'accepted', 'in_progress', 'done', 'rated', 'closed', 'cancelled', 'merged'] as const;
export type RepairState = (typeof REPAIR_STATES)[number];
export const REPAIR_UNASSIGNED: readonly RepairState[] = ['submitted', 'reopened'];
export const REPAIR_FINAL: readonly RepairState[] = ['rated', 'closed', 'cancelled', 'merged'];

/** Timeline actions (`repair.action.*`). */
export const REPAIR_ACTIONS = [
  'submit', 'addInfo', 'cancel', 'rate', 'reopen', 'assign', 'autoAssign', 'reassign', 'merge', 'mergedIn', 'priority', 'close',
  'accept', 'start', 'progress', 'finish', 'sendBack', 'escalate',
] as const;
export type RepairAction = (typeof REPAIR_ACTIONS)[number];

export const REPAIR_PRIORITIES = ['normal', 'high', 'urgent'] as const;
export type RepairPriority = (typeof REPAIR_PRIORITIES)[number];

export const repairMaterial = z.object({
  name: required(60),
  quantity: zf.num().min(0).max(100000),
  unit: plainText(16).default(''),
});
export type RepairMaterial = z.infer<typeof repairMaterial>;

export const repairEvent = z.object({
  id: z.string(),
  action: z.enum(REPAIR_ACTIONS),
  fromState: z.enum(REPAIR_STATES).nullable(),
  toState: z.enum(REPAIR_STATES),
  actorId: z.string().nullable(),
  actorName: z.string(),
  /** Reason, comment or added information, as typed. */
  note: z.string(),
  /** Action details: worker assigned, stars, photos added, merged order ... */
  detail: z.record(z.string(), z.unknown()),
  at: z.number(),
});
export type RepairEvent = z.infer<typeof repairEvent>;

/** One order as the lists show it; due times and `overdue` come from the category's SLA. */
export const repairOrderRow = z.object({
  id: z.string(),
  state: z.enum(REPAIR_STATES),
  priority: z.enum(REPAIR_PRIORITIES),
  categoryId: z.string(),
  categoryName: z.string(),
  areaId: z.string(),
  areaName: z.string(),
  building: z.string(),
  room: z.string(),
  description: z.string(),
  photos: z.array(z.string()),
  reporterId: z.string(),
  reporterName: z.string(),
  workerId: z.string().nullable(),
  workerName: z.string(),
  createdAt: z.number(),
  assignedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  /** When it must be assigned / finished by (null: no SLA for the category). */
  assignDueAt: z.number().nullable(),
  finishDueAt: z.number().nullable(),
  overdue: z.boolean(),
  escalatedAt: z.number().nullable(),
  rating: z.number().nullable(),
});
export type RepairOrderRow = z.infer<typeof repairOrderRow>;

export const repairOrderDetail = repairOrderRow.extend({
  preferredTime: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  assetCode: z.string(),
  beforePhotos: z.array(z.string()),
  afterPhotos: z.array(z.string()),
  materials: z.array(z.object({ name: z.string(), quantity: z.number(), unit: z.string() })),
  ratingComment: z.string(),
  backReason: z.string(),
  mergedInto: z.string().nullable(),
  reopenCount: z.number(),
  timeline: z.array(repairEvent),
  /** What the caller may do now (the apps show only these buttons). */
  can: z.array(z.enum(REPAIR_ACTIONS)),
});
export type RepairOrderDetail = z.infer<typeof repairOrderDetail>;

export const repairCategory = z.object({
  id: z.string(),
  name: z.string(),
  /** SLA minutes from report to assignment / to finish; 0 = no limit. */
  assignMinutes: z.number(),
  finishMinutes: z.number(),
  sort: z.number(),
  active: z.boolean(),
});
export type RepairCategory = z.infer<typeof repairCategory>;

export const repairArea = z.object({ id: z.string(), name: z.string(), buildings: z.array(z.string()), sort: z.number(), active: z.boolean() });
export type RepairArea = z.infer<typeof repairArea>;

export const repairRule = z.object({ id: z.string(), categoryId: z.string(), areaId: z.string().nullable(), workerId: z.string(), workerName: z.string() });
export type RepairRule = z.infer<typeof repairRule>;

export const repairWorker = z.object({
  userId: z.string(),
  name: z.string(),
  number: z.string(),
  mobile: z.string(),
  onDuty: z.boolean(),
  /** Category ids the worker is skilled for. */
  skills: z.array(z.string()),
  /** Orders assigned, accepted or in progress. */
  open: z.number(),
});
export type RepairWorker = z.infer<typeof repairWorker>;

/** One line of figures; times in minutes (null when nothing to average). */
export const repairFigures = z.object({
  key: z.string(),
  label: z.string(),
  total: z.number(),
  finished: z.number(),
  cancelled: z.number(),
  avgAssignMinutes: z.number().nullable(),
  avgFinishMinutes: z.number().nullable(),
  /** Finished orders with a finish SLA, and how many of them met it; rate 0..1 or null. */
  slaCounted: z.number(),
  slaMet: z.number(),
  slaRate: z.number().nullable(),
  rated: z.number(),
  /** Average stars 1..5, null when none rated. */
  satisfaction: z.number().nullable(),
});
export type RepairFigures = z.infer<typeof repairFigures>;

export const REPAIR_PERIODS = ['day', 'week', 'month'] as const;

const orderFilter = {
  state: z.enum(REPAIR_STATES).optional(),
  categoryId: zf.id().optional(),
  areaId: zf.id().optional(),
  workerId: zf.id().optional(),
  priority: z.enum(REPAIR_PRIORITIES).optional(),
  overdue: zf.bool().optional(),
  /** Reported in [from, to) (seconds). */
  from: seconds().optional(),
  to: seconds().optional(),
  keyword: plainText(60).optional(),
};

const submitInput = z.object({
  categoryId: zf.id(),
  areaId: zf.id(),
  building: required(60),
  room: plainText(30).default(''),
  description: required(1000),
  photos: photos(9),
  preferredTime: plainText(60).default(''),
  contactName: plainText(30).default(''),
  contactPhone: plainText(30)
    .refine((s) => s === '' || /^[0-9+\- ]{3,30}$/.test(s), 'digits, +, - or spaces')
    .default(''),
  assetCode: plainText(64).default(''),
});

const withNote = (max: number) => z.object({ id: zf.id(), note: plainText(max).default('') });

const user = access.user;
const dispatch = access.module('repair', 'dispatch');
const work = access.module('repair', 'work');
const statistics = access.module('repair', 'statistics');
const manage = access.module('repair', 'manage');

export const repair = {
  // ---- reporters (any logged-in user; only their own orders) ----
  options: endpoint({
    name: 'repair.options',
    method: 'GET',
    path: '/api/repair/options',
    input: z.object({}),
    output: z.object({ categories: z.array(repairCategory), areas: z.array(repairArea) }),
    access: user,
    summary: 'Active categories (with SLA) and areas with their buildings, for the report form',
  }),
  submit: endpoint({
    name: 'repair.submit',
    method: 'POST',
    path: '/api/repair/submit',
    input: submitInput,
    output: repairOrderDetail,
    access: user,
    summary: 'Report a fault; assigned at once when an automatic rule of the category and area finds a worker',
  }),
  mine: endpoint({
    name: 'repair.mine',
    method: 'GET',
    path: '/api/repair/mine',
    input: z.object({ ...paging, state: z.enum(REPAIR_STATES).optional() }),
    output: pageOf(repairOrderRow),
    access: user,
    summary: 'The caller’s own orders, newest first',
  }),
  detail: endpoint({
    name: 'repair.detail',
    method: 'GET',
    path: '/api/repair/detail',
    input: byId,
    output: repairOrderDetail,
    access: user,
    summary: 'One order with its timeline: for its reporter, its worker, or a dispatcher of the site',
  }),
  addInfo: endpoint({
    name: 'repair.addInfo',
    method: 'POST',
    path: '/api/repair/add-info',
    input: z.object({ id: zf.id(), note: plainText(1000).default(''), photos: photos(9) }).refine((b) => b.note || b.photos.length, { path: ['note'], message: 'write something or add a photo' }),
    output: repairOrderDetail,
    access: user,
    summary: 'The reporter adds information or photos to an open order',
  }),
  cancel: endpoint({
    name: 'repair.cancel',
    method: 'POST',
    path: '/api/repair/cancel',
    input: withNote(200),
    output: repairOrderDetail,
    access: user,
    summary: 'The reporter cancels the order while it is unassigned',
  }),
  rate: endpoint({
    name: 'repair.rate',
    method: 'POST',
    path: '/api/repair/rate',
    input: z.object({ id: zf.id(), stars: zf.int().min(1).max(5), comment: plainText(500).default('') }),
    output: repairOrderDetail,
    access: user,
    summary: 'The reporter rates a done order 1–5; 2 stars or fewer reopens it for the dispatcher',
  }),

  // ---- dispatchers ----
  board: endpoint({
    name: 'repair.board',
    method: 'GET',
    path: '/api/repair/board',
    input: z.object({
      ...paging,
      categoryId: zf.id().optional(),
      areaId: zf.id().optional(),
      /** Waiting at least / at most this many minutes. */
      minAgeMinutes: zf.int().min(0).max(525600).optional(),
      maxAgeMinutes: zf.int().min(0).max(525600).optional(),
      overdue: zf.bool().optional(),
    }),
    output: pageOf(repairOrderRow),
    access: dispatch,
    summary: 'Unassigned orders (submitted or reopened), most urgent and oldest first',
  }),
  orders: endpoint({
    name: 'repair.orders',
    method: 'GET',
    path: '/api/repair/orders',
    input: z.object({ ...paging, ...orderFilter }),
    output: pageOf(repairOrderRow),
    access: dispatch,
    summary: 'Every order of the site, filtered, newest first',
  }),
  candidates: endpoint({
    name: 'repair.candidates',
    method: 'GET',
    path: '/api/repair/candidates',
    input: z.object({ id: zf.id() }),
    output: z.object({ list: z.array(repairWorker) }),
    access: dispatch,
    summary: 'Workers an order may be assigned to: active, on duty, skilled for its category (least busy first)',
  }),
  assign: endpoint({
    name: 'repair.assign',
    method: 'POST',
    path: '/api/repair/assign',
    input: z.object({ id: zf.id(), workerId: zf.id(), note: plainText(200).default('') }),
    output: repairOrderDetail,
    access: dispatch,
    summary: 'Assign an unassigned order to an eligible worker (of two racing assignments exactly one wins)',
  }),
  reassign: endpoint({
    name: 'repair.reassign',
    method: 'POST',
    path: '/api/repair/reassign',
    input: z.object({ id: zf.id(), workerId: zf.id(), note: plainText(200).default('') }),
    output: repairOrderDetail,
    access: dispatch,
    summary: 'Give an assigned, accepted or in-progress order to another eligible worker',
  }),
  merge: endpoint({
    name: 'repair.merge',
    method: 'POST',
    path: '/api/repair/merge',
    input: z.object({ id: zf.id(), intoId: zf.id(), note: plainText(200).default('') }).refine((b) => b.id !== b.intoId, { path: ['intoId'], message: 'an order cannot be merged into itself' }),
    output: repairOrderDetail,
    access: dispatch,
    summary: 'Close an unassigned duplicate into another open order',
  }),
  setPriority: endpoint({
    name: 'repair.setPriority',
    method: 'POST',
    path: '/api/repair/set-priority',
    input: z.object({ id: zf.id(), priority: z.enum(REPAIR_PRIORITIES) }),
    output: repairOrderDetail,
    access: dispatch,
    summary: 'Set the priority of an open order',
  }),
  close: endpoint({
    name: 'repair.close',
    method: 'POST',
    path: '/api/repair/close',
    input: withNote(200),
    output: repairOrderDetail,
    access: dispatch,
    summary: 'Close a done order the reporter has not rated',
  }),

  // ---- repair workers (only orders assigned to them) ----
  queue: endpoint({
    name: 'repair.queue',
    method: 'GET',
    path: '/api/repair/queue',
    input: z.object({ ...paging, state: z.enum(REPAIR_STATES).optional(), open: zf.bool().default(true) }),
    output: pageOf(repairOrderRow).extend({ onDuty: z.boolean() }),
    access: work,
    summary: 'Orders assigned to the caller (by default those assigned, accepted or in progress), most urgent first',
  }),
  duty: endpoint({
    name: 'repair.duty',
    method: 'POST',
    path: '/api/repair/duty',
    input: z.object({ onDuty: zf.bool() }),
    output: z.object({ onDuty: z.boolean() }),
    access: work,
    summary: 'The worker goes on or off duty (off duty: no new assignments)',
  }),
  accept: endpoint({
    name: 'repair.accept',
    method: 'POST',
    path: '/api/repair/accept',
    input: byId,
    output: repairOrderDetail,
    access: work,
    summary: 'Accept an order assigned to the caller',
  }),
  start: endpoint({
    name: 'repair.start',
    method: 'POST',
    path: '/api/repair/start',
    input: z.object({ id: zf.id(), beforePhotos: photos(9) }),
    output: repairOrderDetail,
    access: work,
    summary: 'Start work on an accepted order (optionally with before photos)',
  }),
  progress: endpoint({
    name: 'repair.progress',
    method: 'POST',
    path: '/api/repair/progress',
    input: z.object({ id: zf.id(), beforePhotos: photos(9), afterPhotos: photos(9), materials: z.array(repairMaterial).max(50).default([]), note: plainText(500).default('') }),
    output: repairOrderDetail,
    access: work,
    summary: 'Add before/after photos, materials used or a note while the order is accepted or in progress',
  }),
  finish: endpoint({
    name: 'repair.finish',
    method: 'POST',
    path: '/api/repair/finish',
    input: z.object({ id: zf.id(), afterPhotos: photos(9), materials: z.array(repairMaterial).max(50).default([]), note: plainText(500).default('') }),
    output: repairOrderDetail,
    access: work,
    summary: 'Finish an order in progress (after photos and materials are added to what is recorded)',
  }),
  sendBack: endpoint({
    name: 'repair.sendBack',
    method: 'POST',
    path: '/api/repair/send-back',
    input: z.object({ id: zf.id(), reason: required(500) }),
    output: repairOrderDetail,
    access: work,
    summary: 'Give an assigned order back to the dispatcher with a reason (before it is done)',
  }),

  // ---- statistics ----
  statistics: endpoint({
    name: 'repair.statistics',
    method: 'GET',
    path: '/api/repair/statistics',
    input: z
      .object({ from: seconds(), to: seconds(), period: z.enum(REPAIR_PERIODS).default('day') })
      .refine((b) => b.from < b.to, { path: ['to'], message: 'must be after from' })
      .refine((b) => b.to - b.from <= 3 * 366 * 86400, { path: ['to'], message: 'at most three years' }),
    output: z.object({
      total: repairFigures,
      byCategory: z.array(repairFigures),
      byArea: z.array(repairFigures),
      byWorker: z.array(repairFigures),
      /** `key` is the period's first day (YYYY-MM-DD, site time). */
      byPeriod: z.array(repairFigures),
    }),
    access: statistics,
    summary: 'Orders reported on the site days (dates on the site’s clock) of [from, to), merged duplicates left out: counts, average times, SLA compliance and satisfaction by category, area, worker and period',
  }),
  export: endpoint({
    name: 'repair.export',
    method: 'GET',
    path: '/api/repair/export',
    input: z.object(orderFilter),
    output: z.null(),
    access: statistics,
    raw: true,
    summary: 'Orders as an xlsx file (streamed), same filters as the order list',
  }),

  // ---- set-up (repair.manage) ----
  categories: endpoint({
    name: 'repair.categories',
    method: 'GET',
    path: '/api/repair/categories',
    input: z.object({}),
    output: z.object({ list: z.array(repairCategory) }),
    access: manage,
    summary: 'Every category of the site, with SLA',
  }),
  saveCategory: endpoint({
    name: 'repair.saveCategory',
    method: 'POST',
    path: '/api/repair/save-category',
    input: z.object({
      id: zf.id().optional(),
      name: required(30),
      assignMinutes: zf.int().min(0).max(525600).default(0),
      finishMinutes: zf.int().min(0).max(525600).default(0),
      sort: zf.int().min(0).max(9999).default(0),
      active: zf.bool().default(true),
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a category and its SLA (new SLA applies to new orders)',
  }),
  areas: endpoint({
    name: 'repair.areas',
    method: 'GET',
    path: '/api/repair/areas',
    input: z.object({}),
    output: z.object({ list: z.array(repairArea) }),
    access: manage,
    summary: 'Every area of the site with its buildings',
  }),
  saveArea: endpoint({
    name: 'repair.saveArea',
    method: 'POST',
    path: '/api/repair/save-area',
    input: z.object({
      id: zf.id().optional(),
      name: required(30),
      buildings: zf.list(required(60)).pipe(z.array(z.string()).max(200)).default([]),
      sort: zf.int().min(0).max(9999).default(0),
      active: zf.bool().default(true),
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit an area and its buildings',
  }),
  rules: endpoint({
    name: 'repair.rules',
    method: 'GET',
    path: '/api/repair/rules',
    input: z.object({}),
    output: z.object({ list: z.array(repairRule) }),
    access: manage,
    summary: 'Automatic assignment rules (category + optional area → worker), tried in order on submit',
  }),
  saveRule: endpoint({
    name: 'repair.saveRule',
    method: 'POST',
    path: '/api/repair/save-rule',
    input: z.object({ id: zf.id().optional(), categoryId: zf.id(), areaId: zf.id().optional(), workerId: zf.id() }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create or edit a rule; the worker must hold repair.work on the site',
  }),
  deleteRule: endpoint({
    name: 'repair.deleteRule',
    method: 'POST',
    path: '/api/repair/delete-rule',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete a rule',
  }),
  workers: endpoint({
    name: 'repair.workers',
    method: 'GET',
    path: '/api/repair/workers',
    input: z.object({}),
    output: z.object({ list: z.array(repairWorker) }),
    access: manage,
    summary: 'Active users holding repair.work on the site, with skills, duty and open orders',
  }),
  saveWorker: endpoint({
    name: 'repair.saveWorker',
    method: 'POST',
    path: '/api/repair/save-worker',
    input: z.object({ userId: zf.id(), onDuty: zf.bool(), skills: zf.list(zf.id()).pipe(z.array(z.string()).max(100)).default([]) }),
    output: repairWorker,
    access: manage,
    summary: 'Set a worker’s skills (category ids) and duty',
  }),
};
