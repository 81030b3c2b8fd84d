/**
 * The delivery side of the service, one per process (platform.notifier): the live hub, the
 * built-in channels and any adapters. On PostgreSQL (with its URL configured) batches are
 * announced by NOTIFY so every process's hub pushes to its own streams; otherwise the one
 * process delivers in-process.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/index.js';
import type { Signals } from '../signals.js';
import { logChannel, type Channel, type Delivery } from './channels.js';
import { LiveHub, type HubOptions } from './hub.js';
import { PgBus, channelName } from './pg-bus.js';
import { batchesSince } from './queries.js';

export interface Notifier {
  readonly hub: LiveHub;
  readonly channels: readonly Channel[];
  /** Whether batches travel between processes (PostgreSQL LISTEN/NOTIFY). */
  readonly crossProcess: boolean;
  /** Adds a channel adapter (messaging app, SMS, e-mail): see README.md. */
  use(channel: Channel): void;
  /** Hands a committed batch to every channel; a failing channel is logged, never thrown. */
  deliver(d: Delivery): Promise<void>;
  /** Ends the streams and the listener (before the database closes). */
  close(): Promise<void>;
}

export interface NotifierOptions {
  database: Database;
  /** PostgreSQL URL for the listener connection; without it delivery stays in this process. */
  pgUrl?: string | undefined;
  idleSeconds: number;
  log: FastifyBaseLogger;
  /** Change signals to carry between processes on the same channel. */
  signals?: Signals;
  hub?: Partial<HubOptions>;
}

/** Batches to re-announce after the listener was away (duplicates are possible; clients dedupe by id). */
const CATCH_UP_LIMIT = 200;

export async function createNotifier(o: NotifierOptions): Promise<Notifier> {
  const db = o.database.db;
  const hub = new LiveHub(db, o.log, o.idleSeconds, o.hub);
  const push = (batchId: string, siteId: string) =>
    hub.deliver(batchId, siteId).catch((err: unknown) => o.log.warn({ err, batchId }, 'live delivery failed'));

  let bus: PgBus | null = null;
  if (o.database.kind === 'postgres' && o.pgUrl) {
    bus = new PgBus(
      o.pgUrl,
      channelName(o.database.pgSchema),
      (a) => void push(a.b, a.s),
      (sinceMs) => {
        o.signals?.gap();
        batchesSince(db, uuidFloor(sinceMs - 2000), CATCH_UP_LIMIT)
          .then((list) => list.forEach((b) => void push(b.batch_id, b.site_id)))
          .catch((err: unknown) => o.log.warn({ err }, 'live catch-up failed'));
      },
      o.log,
      (topic) => o.signals?.heard(topic),
    );
    const b = bus;
    // Memos are trusted only while the listener hears the other processes.
    o.signals?.connect((topic) => b.signal(db, topic), () => b.listening);
    await bus.start();
  }
  const live: Channel = {
    name: 'live',
    async deliver(d) {
      if (d.pushTo.length === 0) return;
      if (bus) await bus.publish(db, { b: d.batchId, s: d.siteId, c: d.category });
      else await push(d.batchId, d.siteId);
    },
  };
  const channels: Channel[] = [live, logChannel(o.log)];

  return {
    hub,
    channels,
    crossProcess: bus !== null,
    use: (c) => void channels.push(c),
    async deliver(d) {
      const results = await Promise.allSettled(channels.map((c) => c.deliver(d)));
      results.forEach((r, i) => {
        if (r.status === 'rejected') o.log.error({ err: r.reason as unknown, channel: channels[i]?.name, batchId: d.batchId }, 'channel delivery failed');
      });
    },
    async close() {
      hub.close();
      await bus?.close();
      await Promise.allSettled(channels.map((c) => c.close?.()));
    },
  };
}

/** The smallest UUIDv7 text of a millisecond time: message ids at or after it were made since. */
export function uuidFloor(ms: number): string {
  const h = Math.max(0, Math.floor(ms)).toString(16).padStart(12, '0');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-0000-0000-000000000000`;
}
