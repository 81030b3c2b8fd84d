/**
 * The write-back webhook: when an item ends, a row in the outbox (written in the same transaction)
 * is POSTed to the process's URL, signed with HMAC-SHA256 of the body under a per-process key.
 * A failed call is retried with growing pauses and given up after MAX_ATTEMPTS; each attempt is
 * leased first, so several server processes never send one twice at once.
 */
import crypto from 'node:crypto';
import type { Platform } from '../../platform/context.js';
import type { Db } from '../../platform/db/index.js';
import { siteSecret } from '../../platform/signing.js';
import { now } from '../../platform/util.js';
import * as q from './queries.js';

export const WEBHOOK_HEADER = 'X-Campus-Signature';
export const MAX_ATTEMPTS = 8;
/** Seconds before the next try after attempt n (1-based): 1 min, 5 min, 15 min, 1 h, 3 h, 6 h, 12 h. */
const BACKOFF = [60, 300, 900, 3600, 10800, 21600, 43200];
const TIMEOUT_MS = 10_000;
/** Long enough for one attempt: another process leaves a leased row alone meanwhile. */
const LEASE = 60;
const BATCH = 20;

export async function webhookSecret(db: Db, siteId: string, processId: string): Promise<string> {
  return (await siteSecret(db, siteId, `workflow-webhook:${processId}`)).toString('base64url');
}

export const signatureOf = (secret: string, body: string) => `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;

async function post(url: string, body: string, signature: string): Promise<string | null> {
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', [WEBHOOK_HEADER]: signature }, body, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    await res.arrayBuffer().catch(() => undefined);
    return res.ok ? null : `HTTP ${res.status}`;
  } catch (err) {
    return err instanceof Error ? err.message.slice(0, 300) : 'failed';
  }
}

/** One pass over due deliveries; answers how many were delivered. */
export async function deliverDue(platform: Platform, at = now()): Promise<number> {
  let delivered = 0;
  for (const d of await q.dueDeliveries(platform.db, at, BATCH)) {
    if (!(await q.leaseDelivery(platform.db, d.id, Number(d.next_at), at + LEASE))) continue;
    const secret = await webhookSecret(platform.db, d.site_id, d.process_id);
    const error = await post(d.url, d.body, signatureOf(secret, d.body));
    const attempts = Number(d.attempts) + 1;
    const t = now();
    if (error === null) {
      delivered++;
      await q.finishAttempt(platform.db, d.id, { state: 'delivered', attempts, next_at: null, last_error: '', updated_at: t });
    } else if (attempts >= MAX_ATTEMPTS) {
      await q.finishAttempt(platform.db, d.id, { state: 'failed', attempts, next_at: null, last_error: error, updated_at: t });
    } else {
      await q.finishAttempt(platform.db, d.id, { state: 'pending', attempts, next_at: t + BACKOFF[attempts - 1]!, last_error: error, updated_at: t });
    }
  }
  return delivered;
}
