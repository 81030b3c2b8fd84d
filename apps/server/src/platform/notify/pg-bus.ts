/**
 * Cross-process announcements on PostgreSQL: LISTEN/NOTIFY on one dedicated connection per
 * process (outside the pool, since a pooled connection does not stay ours), reconnecting with
 * back-off. Payloads are small (batch id, site, category): listeners look up the rest.
 * After a reconnect, `onGap` is told since when announcements may have been missed. The same
 * channel carries change signals (platform/signals.ts): `{ g: topic }`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/index.js';

export interface Announcement {
  /** batch id */
  b: string;
  /** site id */
  s: string;
  /** category */
  c: string;
}

/** One channel per schema: several portals (or test runs) may share a database. */
export function channelName(schema: string | undefined): string {
  return `campus_notify_${(schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
}

export class PgBus {
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = 250;
  private retryTimer: NodeJS.Timeout | null = null;
  /** When the last connection was lost (ms), until a new one listens. */
  private lostAt: number | null = null;

  constructor(
    private readonly url: string,
    readonly channel: string,
    private readonly onAnnouncement: (a: Announcement) => void,
    private readonly onGap: (sinceMs: number) => void,
    private readonly log: FastifyBaseLogger,
    private readonly onSignal: (topic: string) => void = () => undefined,
  ) {}

  /** Whether announcements are being heard right now. */
  get listening(): boolean {
    return this.client !== null;
  }

  /** Connects and listens; on failure keeps retrying in the background. */
  async start(): Promise<void> {
    await this.connect();
  }

  async publish(db: Db, a: Announcement): Promise<void> {
    await sql`select pg_notify(${this.channel}, ${JSON.stringify(a)})`.execute(db);
  }

  async signal(db: Db, topic: string): Promise<void> {
    await sql`select pg_notify(${this.channel}, ${JSON.stringify({ g: topic })})`.execute(db);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url, keepAlive: true });
    client.on('notification', (msg) => {
      if (msg.channel !== this.channel || !msg.payload) return;
      const a = parse(msg.payload);
      if (a && 'g' in a) this.onSignal(a.g);
      else if (a) this.onAnnouncement(a);
    });
    client.on('error', (err) => {
      this.log.warn({ err }, 'notify listener: connection error');
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN "${this.channel}"`);
    } catch (err) {
      this.log.warn({ err }, 'notify listener: cannot listen, retrying');
      client.end().catch(() => undefined);
      this.lost(client, true);
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = 250;
    if (this.lostAt !== null) {
      const since = this.lostAt;
      this.lostAt = null;
      this.onGap(since);
    }
  }

  private lost(client: pg.Client, neverConnected = false): void {
    if (this.closed || (!neverConnected && this.client !== client)) return;
    this.client = null;
    this.lostAt ??= Date.now();
    if (this.retryTimer) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, wait);
    this.retryTimer.unref();
  }
}

function parse(text: string): Announcement | { g: string } | null {
  try {
    const v = JSON.parse(text) as Partial<Announcement> & { g?: unknown };
    if (typeof v.g === 'string') return { g: v.g };
    return typeof v.b === 'string' && typeof v.s === 'string' && typeof v.c === 'string' ? { b: v.b, s: v.s, c: v.c } : null;
  } catch {
    return null;
  }
}
