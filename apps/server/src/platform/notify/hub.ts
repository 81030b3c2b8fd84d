/**
 * The live half of the in-app channel: open Server-Sent Events streams of this process, by site
 * and user. When a batch is announced (in-process on SQLite, by LISTEN/NOTIFY on PostgreSQL) the
 * hub looks up which of its connected users hold a pushable copy and writes one event each.
 *
 * Thousands of streams per process: a stream is its response plus one small record; one timer
 * for every heartbeat and one for re-checking sessions (a logged-out or expired session's stream
 * is ended), never a timer per stream.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.js';
import { now } from '../util.js';
import { batchContent, copiesSince, liveSessionIds, pushableCopies, type CopyRow } from './queries.js';

interface LiveConn {
  readonly userId: string;
  readonly siteId: string;
  readonly sessionId: string;
  readonly res: ServerResponse;
  /**
   * A reconnected stream's replayed copies: a batch announced before the reconnect may still be
   * delivered live after it (NOTIFY is asynchronous), and must not show twice.
   */
  replayed?: Set<string>;
  /** Live events that came while the replay was read: written after it, in order. */
  queued?: [string, string][];
}

export interface HubOptions {
  heartbeatMs: number;
  sessionCheckMs: number;
  /** Streams one person may hold open (tabs); the oldest is ended beyond it. */
  maxPerUser: number;
  /** A stream whose unsent output passes this is a stalled client: it is ended. */
  maxBufferedBytes: number;
  /** Events replayed to a reconnecting stream (Last-Event-ID). */
  replayLimit: number;
}

const DEFAULTS: HubOptions = { heartbeatMs: 25_000, sessionCheckMs: 60_000, maxPerUser: 8, maxBufferedBytes: 256 * 1024, replayLimit: 50 };
/** Pushed bodies are a preview; the centre has the full text. */
const PREVIEW = 300;
/** Above this many connected users on a site, reading all of a batch's copies beats IN lists. */
const ALL_COPIES_ABOVE = 5000;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface StreamOwner {
  userId: string;
  siteId: string;
  sessionId: string;
}

export class LiveHub {
  private readonly bySite = new Map<string, Map<string, Set<LiveConn>>>();
  private total = 0;
  private readonly opts: HubOptions;
  private readonly timers: NodeJS.Timeout[] = [];
  private checking = false;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly idleSeconds: number,
    opts: Partial<HubOptions> = {},
  ) {
    this.opts = { ...DEFAULTS, ...opts };
    this.timers.push(setInterval(() => this.heartbeat(), this.opts.heartbeatMs).unref());
    this.timers.push(setInterval(() => void this.checkSessions(), this.opts.sessionCheckMs).unref());
  }

  /** Open streams in this process. */
  get size(): number {
    return this.total;
  }

  /** Takes over a response as the owner's event stream; replays what they missed since lastEventId. */
  async open(res: ServerResponse, owner: StreamOwner, lastEventId?: string): Promise<void> {
    if (this.closed) {
      res.writeHead(503).end();
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    res.socket?.setNoDelay(true);
    res.socket?.setKeepAlive(true);
    const replay = lastEventId !== undefined && UUID_RE.test(lastEventId);
    const conn: LiveConn = replay ? { ...owner, res, replayed: new Set(), queued: [] } : { ...owner, res };
    this.add(conn);
    res.on('close', () => this.remove(conn));
    res.write('retry: 5000\n\n');
    if (replay) {
      try {
        const missed = await copiesSince(this.db, owner.siteId, owner.userId, lastEventId, this.opts.replayLimit);
        for (const m of missed) {
          conn.replayed?.add(m.id);
          this.write(conn, eventOf(m.id, payloadTail(m)));
        }
      } finally {
        const queued = conn.queued ?? [];
        delete conn.queued;
        for (const [id, event] of queued) this.send(conn, id, event);
      }
    }
    this.write(conn, 'event: ready\ndata: {}\n\n');
  }

  /** Pushes a batch to the connected users of its site who hold a pushable copy; returns events written. */
  async deliver(batchId: string, siteId: string): Promise<number> {
    const users = this.bySite.get(siteId);
    if (!users || users.size === 0) return 0;
    const content = await batchContent(this.db, batchId);
    if (!content || content.site_id !== siteId) return 0;
    const tail = payloadTail({ ...content, batch_id: batchId });
    const copies = await pushableCopies(this.db, batchId, users.size > ALL_COPIES_ABOVE ? 'all' : [...users.keys()]);
    let written = 0;
    for (const c of copies) {
      const conns = users.get(c.user_id);
      if (!conns) continue;
      const event = eventOf(c.id, tail);
      for (const conn of conns) if (this.send(conn, c.id, event)) written++;
    }
    return written;
  }

  /** Ends every stream (shutdown); clients reconnect to another process. */
  close(): void {
    this.closed = true;
    for (const t of this.timers) clearInterval(t);
    for (const users of this.bySite.values()) for (const conns of users.values()) for (const c of conns) c.res.end();
    this.bySite.clear();
    this.total = 0;
  }

  private add(conn: LiveConn): void {
    let users = this.bySite.get(conn.siteId);
    if (!users) this.bySite.set(conn.siteId, (users = new Map()));
    let conns = users.get(conn.userId);
    if (!conns) users.set(conn.userId, (conns = new Set()));
    if (conns.size >= this.opts.maxPerUser) {
      const oldest = conns.values().next().value;
      if (oldest) this.end(oldest);
    }
    conns.add(conn);
    this.total++;
  }

  private remove(conn: LiveConn): void {
    const users = this.bySite.get(conn.siteId);
    const conns = users?.get(conn.userId);
    if (!users || !conns?.delete(conn)) return;
    this.total--;
    if (conns.size === 0) users.delete(conn.userId);
    if (users.size === 0) this.bySite.delete(conn.siteId);
  }

  private end(conn: LiveConn): void {
    this.remove(conn);
    conn.res.end();
  }

  /** A copy's live event: held while the stream's replay is read, dropped if replayed. */
  private send(conn: LiveConn, copyId: string, event: string): boolean {
    if (conn.queued) {
      conn.queued.push([copyId, event]);
      return true;
    }
    if (conn.replayed?.has(copyId)) return false;
    return this.write(conn, event);
  }

  /** Writes unless the client has stopped reading (then the stream is ended). */
  private write(conn: LiveConn, chunk: string): boolean {
    if (conn.res.writableEnded || conn.res.destroyed) return false;
    if (conn.res.writableLength > this.opts.maxBufferedBytes) {
      this.remove(conn);
      conn.res.destroy();
      return false;
    }
    conn.res.write(chunk);
    return true;
  }

  private each(fn: (c: LiveConn) => void): void {
    for (const users of this.bySite.values()) for (const conns of users.values()) for (const c of conns) fn(c);
  }

  private heartbeat(): void {
    this.each((c) => this.write(c, ': hb\n\n'));
  }

  /** Ends streams whose session ended (logout, expiry, idle, account disabled). */
  async checkSessions(): Promise<void> {
    if (this.checking || this.total === 0) return;
    this.checking = true;
    try {
      const all: LiveConn[] = [];
      this.each((c) => all.push(c));
      const live = await liveSessionIds(this.db, [...new Set(all.map((c) => c.sessionId))], now(), this.idleSeconds);
      for (const c of all) if (!live.has(c.sessionId)) this.end(c);
    } catch (err) {
      this.log.warn({ err }, 'live streams: session check failed');
    } finally {
      this.checking = false;
    }
  }
}

/** The JSON of an event after its id field: `"batchId":...}` (shared by every copy of a batch). */
function payloadTail(m: Omit<CopyRow, 'id'>): string {
  const json = JSON.stringify({
    batchId: m.batch_id,
    category: m.category,
    kind: m.kind,
    title: m.title,
    body: m.body.length > PREVIEW ? `${m.body.slice(0, PREVIEW)}…` : m.body,
    link: m.link,
    at: m.at,
  });
  return json.slice(1);
}

function eventOf(id: string, tail: string): string {
  return `event: message\nid: ${id}\ndata: {"id":${JSON.stringify(id)},${tail}\n\n`;
}
