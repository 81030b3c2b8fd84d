/**
 * The message centre: each person's own copies of notices (paths `/api/message/<action>`).
 * Everything here reads and writes only the caller's rows on the caller's site; another
 * person's message id answers 10004. `send` (console, `message.send`) notifies an audience;
 * `messageStream` (below) is the live feed (Server-Sent Events, not an envelope): events `message` (one new
 * copy: the `messageItem` shape below without read/done fields, plus `batchId`), `ready` (the
 * subscription is live) and comment heartbeats; reconnecting with Last-Event-ID replays what
 * was missed. Ids may repeat after a server's listener reconnects: clients dedupe by id.
 */
import { z } from 'zod';
import { audience } from './audience.js';
import { access, byId, endpoint, paging, plainText, requiredText } from './define.js';
import { CATEGORY_RE } from './user.js';

export const MESSAGE_KINDS = ['info', 'todo'] as const;
export const MESSAGE_STREAM_PATH = '/api/message/stream';

const category = z.string().regex(CATEGORY_RE, 'lower-case letters, digits, - or _');
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A path of this portal (no other origin, no scheme). */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
export const MESSAGE_LINK_RE = /^\/(?![/\\])[^\s\u0000-\u001f]{0,499}$/;

export const messageItem = z.object({
  id: z.string(),
  category: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  /** Plain text: render as text, never as markup. */
  body: z.string(),
  /** An H5 path to open, or ''. */
  link: z.string(),
  at: z.number(),
  readAt: z.number().nullable(),
  /** To-do items: when the action was done (null while open). */
  doneAt: z.number().nullable(),
});
export type MessageItem = z.infer<typeof messageItem>;

const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), current: z.number(), pageSize: z.number() });

export const messageCounts = z.object({
  /** Unread messages in all categories. */
  unread: z.number(),
  /** Open to-do items. */
  todo: z.number(),
  /** Per category that has any message: unread and total. */
  categories: z.array(z.object({ category: z.string(), unread: z.number(), total: z.number() })),
});
export type MessageCounts = z.infer<typeof messageCounts>;


export const message = {
  list: endpoint({
    name: 'message.list',
    method: 'GET',
    path: '/api/message/list',
    summary: 'My messages, newest first: by category, read or unread, paged.',
    access: access.user,
    visitors: true,
    input: z.object({
      category: z.preprocess(blank, category.optional()).optional(),
      status: z.enum(['all', 'unread', 'read']).default('all'),
      ...paging,
    }),
    output: listOf(messageItem),
  }),
  counts: endpoint({
    name: 'message.counts',
    method: 'GET',
    path: '/api/message/counts',
    summary: 'My unread counts (total and per category) and open to-do count.',
    access: access.user,
    visitors: true,
    input: z.object({}),
    output: messageCounts,
  }),
  detail: endpoint({
    name: 'message.detail',
    method: 'GET',
    path: '/api/message/detail',
    summary: 'One of my messages; opening it marks it read.',
    access: access.user,
    visitors: true,
    input: byId,
    output: messageItem,
  }),
  read: endpoint({
    name: 'message.read',
    method: 'POST',
    path: '/api/message/read',
    summary: 'Mark one of my messages read (idempotent: the first read time stays).',
    access: access.user,
    visitors: true,
    input: byId,
    output: z.object({ readAt: z.number() }),
  }),
  readAll: endpoint({
    name: 'message.readAll',
    method: 'POST',
    path: '/api/message/read-all',
    summary: 'Mark all my unread messages read, or those of one category.',
    access: access.user,
    visitors: true,
    input: z.object({ category: z.preprocess(blank, category.optional()).optional() }),
    output: z.object({ updated: z.number() }),
  }),
  todos: endpoint({
    name: 'message.todos',
    method: 'GET',
    path: '/api/message/todos',
    summary: 'My open to-do items (each links to where the action is done), oldest first.',
    access: access.user,
    visitors: true,
    input: z.object(paging),
    output: listOf(messageItem),
  }),
  done: endpoint({
    name: 'message.done',
    method: 'GET',
    path: '/api/message/done',
    summary: 'My completed to-do items, most recently done first.',
    access: access.user,
    visitors: true,
    input: z.object(paging),
    output: listOf(messageItem),
  }),
  send: endpoint({
    name: 'message.send',
    method: 'POST',
    path: '/api/message/send',
    summary: 'Send a message to an audience of this site (console). Lands in each member’s centre and is pushed live.',
    access: access.module('message', 'send'),
    input: z.object({
      title: requiredText(200),
      body: plainText(5000).default(''),
      link: z.preprocess(blank, z.string().trim().regex(MESSAGE_LINK_RE, 'a path of this portal starting with /').optional()).optional(),
      category: z.preprocess(blank, category.optional()).default('notice'),
      /** An object (JSON bodies, form fields audience[classes][]=...) or its JSON text. */
      audience: z.preprocess((v) => {
        if (typeof v !== 'string') return v;
        try {
          return JSON.parse(v) as unknown;
        } catch {
          return v;
        }
      }, audience),
    }),
    output: z.object({ batchId: z.string(), recipients: z.number() }),
  }),
};

/**
 * The live feed, declared here for its access rule and description but not part of `message`:
 * a never-ending response is no operation for the OpenAPI document (and its fuzzing), so the
 * server registers it as a plain route (hidden from the document).
 */
export const messageStream = endpoint({
  name: 'message.stream',
  method: 'GET',
  path: MESSAGE_STREAM_PATH,
  summary: 'My live feed (text/event-stream): `message` events for new pushable messages, `ready`, heartbeats.',
  access: access.user,
  visitors: true,
  raw: true,
  input: z.object({}),
  output: z.null(),
});
