/**
 * Delivery channels. A channel gets each batch once, after its rows are committed to the message
 * centre, with the people it may push to now (do-not-disturb already applied). See README.md for
 * writing an adapter (messaging app, SMS, e-mail).
 */
import type { NoticeSettings } from '@campus/api';
import type { FastifyBaseLogger } from 'fastify';

export interface PushTarget {
  userId: string;
  /** The person's channel choices from their notice settings (inbox, sms, email, wechat). */
  channels: NoticeSettings['channels'];
}

export interface Delivery {
  batchId: string;
  siteId: string;
  category: string;
  kind: 'info' | 'todo';
  title: string;
  /** Plain text, never HTML. */
  body: string;
  /** An H5 path, or ''. */
  link: string;
  /** Seconds. */
  at: number;
  senderId: string | null;
  /** Everyone the notice was written for (the centre holds a copy for each). */
  recipients: number;
  /** Who may be pushed to now: muted categories and quiet hours are already left out. */
  pushTo: readonly PushTarget[];
}

export interface Channel {
  readonly name: string;
  /** Called once per batch. Should return quickly: queue slow work (gateways) yourself. */
  deliver(d: Delivery): Promise<void>;
  /** Called on shutdown. */
  close?(): Promise<void>;
}

/** The log channel: one line per batch (never the body: it may be personal). */
export function logChannel(log: FastifyBaseLogger): Channel {
  return {
    name: 'log',
    async deliver(d) {
      log.info(
        { batchId: d.batchId, siteId: d.siteId, category: d.category, kind: d.kind, recipients: d.recipients, pushed: d.pushTo.length },
        'notice delivered',
      );
    },
  };
}
