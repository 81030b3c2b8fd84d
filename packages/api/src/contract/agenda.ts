/**
 * Agenda (spec: personalAgenda/*, agenda/*, agendaManage/index). Everyone keeps personal items
 * (timed or all-day, a place, notes, reminders, a daily/weekly/monthly repeat with an optional
 * end, a colour). Teachers and staff create groups (班级); members join by code or are added by
 * account or from a class; the group's owner and managers publish items that show in every
 * member's agenda, optionally asking members to confirm. Reminders reach people through the
 * message centre; the whole agenda or one item exports as iCalendar, and a secret feed address
 * lets calendar apps subscribe. Dates and times are wall-clock values of the site's timezone.
 */
import { z } from 'zod';
import { access, byId, endpoint, plainText, requiredText, widePaging, zf } from './define.js';

export const AGENDA_COLORS = ['blue', 'green', 'orange', 'red', 'purple', 'teal', 'grey'] as const;
export type AgendaColor = (typeof AGENDA_COLORS)[number];
export const AGENDA_REPEATS = ['none', 'daily', 'weekly', 'monthly'] as const;
export type AgendaRepeat = (typeof AGENDA_REPEATS)[number];
/** Reminder offsets people pick from, in minutes before the start (all-day items: before 09:00 of the day). */
export const AGENDA_REMIND_CHOICES = [0, 5, 15, 30, 60, 120, 1440, 2880, 10080] as const;
/** Longest window one `range` call expands. */
export const AGENDA_RANGE_DAYS = 100;

/** Years 1970–2199: a calendar has no use for others, and the timezone arithmetic stays in range. */
const DATE_RE = /^(19[7-9]\d|2[01]\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const CLOCK_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
// Refinements also run when the pattern already failed: never throw on text that is not a date.
const realDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};
export const agendaDate = () =>
  z.string().trim().regex(DATE_RE, 'a date YYYY-MM-DD').refine(realDate, 'not a calendar date');
const clock = () => z.string().trim().regex(CLOCK_RE, 'a time HH:MM');
const blank = (v: unknown) => (v === '' ? undefined : v);
const remind = zf
  .list(zf.int().min(0).max(40320))
  .pipe(z.array(z.number()).max(5, 'at most 5 reminders'))
  .transform((l) => [...new Set(l)].sort((a, b) => a - b));

/** What a person fills in for an item (personal or published to a group). */
const itemFields = {
  title: requiredText(100),
  allDay: zf.bool().default(false),
  startDate: agendaDate(),
  /** Ignored for all-day items. */
  startTime: z.preprocess(blank, clock().optional()),
  endDate: agendaDate(),
  endTime: z.preprocess(blank, clock().optional()),
  location: plainText(120).default(''),
  notes: plainText(2000).default(''),
  remind: z.preprocess((v) => (v === '' || v === undefined ? [] : v), remind),
  repeat: z.enum(AGENDA_REPEATS).default('none'),
  /** Last day a repeat may start on (inclusive); none = forever. */
  repeatUntil: z.preprocess(blank, agendaDate().optional()),
  color: z.enum(AGENDA_COLORS).default('blue'),
};

/** One occurrence of an item in a window (a repeating item has one per repeat). */
export const agendaOccurrence = z.object({
  itemId: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  title: z.string(),
  allDay: z.boolean(),
  /** Instants (seconds); `end` is exclusive (an all-day item ends at midnight after its last day). */
  start: z.number(),
  end: z.number(),
  /** Site-local wall clock: dates YYYY-MM-DD, times HH:MM; endDate is the last day it covers. */
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  location: z.string(),
  color: z.enum(AGENDA_COLORS),
  repeat: z.enum(AGENDA_REPEATS),
  needConfirm: z.boolean(),
  /** For group items: whether the caller confirmed it. */
  confirmed: z.boolean(),
});
export type AgendaOccurrence = z.infer<typeof agendaOccurrence>;

export const agendaReceipt = z.object({
  userId: z.string(),
  name: z.string(),
  number: z.string(),
  readAt: z.number().nullable(),
  confirmedAt: z.number().nullable(),
});
export type AgendaReceipt = z.infer<typeof agendaReceipt>;

export const agendaItem = z.object({
  id: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  ownerName: z.string(),
  title: z.string(),
  allDay: z.boolean(),
  startDate: z.string(),
  startTime: z.string(),
  endDate: z.string(),
  endTime: z.string(),
  location: z.string(),
  notes: z.string(),
  remind: z.array(z.number()),
  repeat: z.enum(AGENDA_REPEATS),
  repeatUntil: z.string().nullable(),
  color: z.enum(AGENDA_COLORS),
  needConfirm: z.boolean(),
  /** The caller may change or delete it (its owner, or a manager of its group). */
  canEdit: z.boolean(),
  readAt: z.number().nullable(),
  confirmedAt: z.number().nullable(),
  /** Group items, for the group's owner and managers: every member's read and confirmation. */
  receipts: z.object({ total: z.number(), read: z.number(), confirmed: z.number(), list: z.array(agendaReceipt) }).nullable(),
});
export type AgendaItem = z.infer<typeof agendaItem>;

export const AGENDA_ROLES = ['owner', 'manager', 'member'] as const;
export type AgendaRole = (typeof AGENDA_ROLES)[number];

export const agendaGroup = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  ownerName: z.string(),
  role: z.enum(AGENDA_ROLES),
  members: z.number(),
  /** The join code, for the owner and managers only. */
  code: z.string().nullable(),
  createdAt: z.number(),
});
export type AgendaGroup = z.infer<typeof agendaGroup>;

export const agendaMember = z.object({ userId: z.string(), name: z.string(), username: z.string(), number: z.string(), role: z.enum(AGENDA_ROLES), joinedAt: z.number() });
export type AgendaMember = z.infer<typeof agendaMember>;

export const agendaPublished = z.object({
  id: z.string(),
  title: z.string(),
  startDate: z.string(),
  startTime: z.string(),
  allDay: z.boolean(),
  repeat: z.enum(AGENDA_REPEATS),
  needConfirm: z.boolean(),
  read: z.number(),
  confirmed: z.number(),
  total: z.number(),
  groupId: z.string(),
  groupName: z.string(),
});
export type AgendaPublished = z.infer<typeof agendaPublished>;

export const agendaReminder = z.object({
  itemId: z.string(),
  title: z.string(),
  groupName: z.string().nullable(),
  /** When the reminder fires and when the occurrence it announces starts (instants). */
  fireAt: z.number(),
  startAt: z.number(),
  minutes: z.number(),
});
export type AgendaReminder = z.infer<typeof agendaReminder>;

const byGroup = z.object({ groupId: zf.id() });
const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });
const paged = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number(), current: z.number(), pageSize: z.number() });
const manage = access.module('agenda', 'manage');

export const agenda = {
  range: endpoint({
    name: 'agenda.range',
    method: 'GET',
    path: '/api/agenda/range',
    input: z.object({ from: agendaDate(), to: agendaDate() }),
    output: z.object({ timezone: z.string(), today: z.string(), list: z.array(agendaOccurrence) }),
    access: access.user,
    summary: 'The caller’s personal items and their groups’ items, repeats expanded, overlapping the days from..to (site time, inclusive)',
  }),
  detail: endpoint({
    name: 'agenda.detail',
    method: 'GET',
    path: '/api/agenda/detail',
    input: byId,
    output: agendaItem,
    access: access.user,
    summary: 'One item: the caller’s own, or one of a group they belong to (with receipts for its managers)',
  }),
  save: endpoint({
    name: 'agenda.save',
    method: 'POST',
    path: '/api/agenda/save',
    input: z.object({ id: zf.id().optional(), ...itemFields }),
    output: z.object({ id: z.string() }),
    access: access.user,
    summary: 'Create or edit a personal item',
  }),
  remove: endpoint({
    name: 'agenda.remove',
    method: 'POST',
    path: '/api/agenda/remove',
    input: byId,
    output: z.null(),
    access: access.user,
    summary: 'Delete a personal item, or a group item (the group’s owner or managers)',
  }),
  publish: endpoint({
    name: 'agenda.publish',
    method: 'POST',
    path: '/api/agenda/publish',
    input: z.object({ id: zf.id().optional(), groupId: zf.id(), needConfirm: zf.bool().default(false), ...itemFields }),
    output: z.object({ id: z.string(), notified: z.number() }),
    access: access.user,
    summary: 'Publish (or edit) an item of a group: it shows in every member’s agenda and members are notified',
  }),
  read: endpoint({
    name: 'agenda.read',
    method: 'POST',
    path: '/api/agenda/read',
    input: byId,
    output: z.null(),
    access: access.user,
    summary: 'Note that the caller opened a group item',
  }),
  confirm: endpoint({
    name: 'agenda.confirm',
    method: 'POST',
    path: '/api/agenda/confirm',
    input: byId,
    output: z.object({ confirmedAt: z.number() }),
    access: access.user,
    summary: 'Confirm a group item that asks for it (once; later calls answer the first time)',
  }),
  groups: endpoint({
    name: 'agenda.groups',
    method: 'GET',
    path: '/api/agenda/groups',
    input: z.object({}),
    output: listOf(agendaGroup).extend({ canCreate: z.boolean() }),
    access: access.user,
    summary: 'The groups the caller owns, manages or belongs to, and whether they may create one',
  }),
  group: endpoint({
    name: 'agenda.group',
    method: 'GET',
    path: '/api/agenda/group',
    input: byId,
    output: z.object({ group: agendaGroup, members: z.array(agendaMember), items: z.array(agendaPublished) }),
    access: access.user,
    summary: 'A group of the caller: members (for its owner and managers) and its published items',
  }),
  saveGroup: endpoint({
    name: 'agenda.saveGroup',
    method: 'POST',
    path: '/api/agenda/save-group',
    input: z.object({ id: zf.id().optional(), name: requiredText(60), description: plainText(300).default('') }),
    output: z.object({ id: z.string(), code: z.string() }),
    access: access.user,
    summary: 'Create a group (teachers and staff) or rename one (its owner and managers)',
  }),
  deleteGroup: endpoint({
    name: 'agenda.deleteGroup',
    method: 'POST',
    path: '/api/agenda/delete-group',
    input: byId,
    output: z.null(),
    access: access.user,
    summary: 'Delete a group with its items (its owner)',
  }),
  addMembers: endpoint({
    name: 'agenda.addMembers',
    method: 'POST',
    path: '/api/agenda/add-members',
    input: z.object({
      groupId: zf.id(),
      /** Accounts or 学工号, separated by commas, spaces or new lines. */
      accounts: requiredText(20000).transform((s) => [...new Set(s.split(/[\s,，;；、]+/).filter(Boolean))]).pipe(z.array(z.string()).min(1).max(1000, 'at most 1000 accounts at once')),
    }),
    output: z.object({ added: z.number(), already: z.number(), missing: z.array(z.string()) }),
    access: access.user,
    summary: 'Add people of the site by account or number (the group’s owner and managers)',
  }),
  importClass: endpoint({
    name: 'agenda.importClass',
    method: 'POST',
    path: '/api/agenda/import-class',
    input: z.object({ groupId: zf.id(), classId: zf.id() }),
    output: z.object({ added: z.number(), already: z.number() }),
    access: access.user,
    summary: 'Add every active member of one of the site’s classes',
  }),
  removeMember: endpoint({
    name: 'agenda.removeMember',
    method: 'POST',
    path: '/api/agenda/remove-member',
    input: z.object({ groupId: zf.id(), userId: zf.id() }),
    output: z.null(),
    access: access.user,
    summary: 'Remove a member (the owner removes anyone but themself; managers remove members)',
  }),
  setRole: endpoint({
    name: 'agenda.setRole',
    method: 'POST',
    path: '/api/agenda/set-role',
    input: z.object({ groupId: zf.id(), userId: zf.id(), role: z.enum(['manager', 'member']) }),
    output: z.null(),
    access: access.user,
    summary: 'Make a member a manager (who may publish and add people) or back (the owner)',
  }),
  join: endpoint({
    name: 'agenda.join',
    method: 'POST',
    path: '/api/agenda/join',
    input: z.object({ code: z.string().trim().toUpperCase().regex(/^[A-Z0-9]{6,12}$/, 'a join code') }),
    output: z.object({ groupId: z.string(), name: z.string() }),
    access: access.user,
    summary: 'Join a group of the site by its code',
  }),
  leave: endpoint({
    name: 'agenda.leave',
    method: 'POST',
    path: '/api/agenda/leave',
    input: byGroup,
    output: z.null(),
    access: access.user,
    summary: 'Leave a group (its owner cannot)',
  }),
  resetCode: endpoint({
    name: 'agenda.resetCode',
    method: 'POST',
    path: '/api/agenda/reset-code',
    input: byGroup,
    output: z.object({ code: z.string() }),
    access: access.user,
    summary: 'Issue a new join code (the old one stops working)',
  }),
  managed: endpoint({
    name: 'agenda.managed',
    method: 'GET',
    path: '/api/agenda/managed',
    input: z.object({}),
    output: z.object({ groups: z.array(agendaGroup), items: z.array(agendaPublished) }),
    access: access.user,
    summary: 'For an organiser: the groups they own or manage and the items published to them, latest first, with read and confirmed counts',
  }),
  settings: endpoint({
    name: 'agenda.settings',
    method: 'GET',
    path: '/api/agenda/settings',
    input: z.object({}),
    output: z.object({ defaultRemind: z.array(z.number()), groupReminders: z.boolean(), feed: z.boolean(), timezone: z.string() }),
    access: access.user,
    summary: 'The caller’s reminder settings and whether their subscription address is on',
  }),
  saveSettings: endpoint({
    name: 'agenda.saveSettings',
    method: 'POST',
    path: '/api/agenda/save-settings',
    input: z.object({ defaultRemind: z.preprocess((v) => (v === '' || v === undefined ? [] : v), remind), groupReminders: zf.bool() }),
    output: z.null(),
    access: access.user,
    summary: 'Default reminders for new items; whether group items remind the caller',
  }),
  reminders: endpoint({
    name: 'agenda.reminders',
    method: 'GET',
    path: '/api/agenda/reminders',
    input: z.object({}),
    output: listOf(agendaReminder),
    access: access.user,
    summary: 'The caller’s reminders due in the next 14 days, soonest first',
  }),
  feed: endpoint({
    name: 'agenda.feed',
    method: 'POST',
    path: '/api/agenda/feed',
    input: z.object({ enabled: zf.bool() }),
    output: z.object({ path: z.string().nullable() }),
    access: access.user,
    summary: 'Turn the subscription address on with a new secret (shown once; the old one stops working) or off',
  }),
  ics: endpoint({
    name: 'agenda.ics',
    method: 'GET',
    path: '/api/agenda/ics',
    input: z.object({ id: zf.id().optional() }),
    output: z.null(),
    access: access.user,
    raw: true,
    summary: 'One item, or the caller’s whole agenda, as an iCalendar (.ics) file',
  }),
  subscribe: endpoint({
    name: 'agenda.subscribe',
    method: 'GET',
    path: '/api/agenda/subscribe',
    input: z.object({ token: z.string().trim().regex(/^[A-Za-z0-9_-]{20,64}$/, 'a feed token') }),
    output: z.null(),
    access: access.public,
    raw: true,
    summary: 'The calendar feed of the person whose secret token this is (for calendar apps; no login)',
  }),
  adminGroups: endpoint({
    name: 'agenda.adminGroups',
    method: 'GET',
    path: '/api/agenda/admin/groups',
    input: z.object({ ...widePaging, keyword: plainText(40).optional() }),
    output: paged(agendaGroup.extend({ items: z.number() })),
    access: manage,
    summary: 'Every group of the site, paged, newest first',
  }),
  adminItems: endpoint({
    name: 'agenda.adminItems',
    method: 'GET',
    path: '/api/agenda/admin/items',
    input: z.object({ ...widePaging, groupId: zf.id().optional(), keyword: plainText(40).optional() }),
    output: paged(agendaPublished.extend({ ownerName: z.string(), createdAt: z.number() })),
    access: manage,
    summary: 'Every group item of the site, paged, newest first (personal items stay private)',
  }),
  adminDeleteGroup: endpoint({
    name: 'agenda.adminDeleteGroup',
    method: 'POST',
    path: '/api/agenda/admin/delete-group',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete an abusive group with its items',
  }),
  adminDeleteItem: endpoint({
    name: 'agenda.adminDeleteItem',
    method: 'POST',
    path: '/api/agenda/admin/delete-item',
    input: byId,
    output: z.null(),
    access: manage,
    summary: 'Delete an abusive group item',
  }),
};
