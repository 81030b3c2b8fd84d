/**
 * Reminders fire without anyone online: each offset of an item holds its next firing in
 * `agenda_reminders`; every process sweeps for due firings on a timer, claims each with a
 * conditional update (exactly one process wins it, however many share the database), sends it
 * through the message centre, then moves it on to the next occurrence or marks it done.
 * A firing found more than an hour late for an occurrence that already began (the servers were
 * down) is skipped rather than sent as news of the past.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/index.js';
import type { Platform } from '../../platform/context.js';
import { every, type Ticker } from '../../platform/ticker.js';
import { siteTimezone } from '../../platform/notify/dnd.js';
import { newId, now, parseJson } from '../../platform/util.js';
import * as notices from './notices.js';
import { memberIds } from './queries-groups.js';
import * as q from './queries.js';
import { nextFiring } from './repeat.js';
import { ruleOf } from './shape.js';
import type { AgendaItemsTable } from './tables.js';

/** How often each process looks for due reminders. */
export const SWEEP_MS = 5000;
const BATCH = 50;
const LATE_SECONDS = 3600;

type Schedulable = Pick<AgendaItemsTable, 'id' | 'site_id' | 'all_day' | 'start_at' | 'end_at' | 'repeat' | 'repeat_until' | 'remind'>;

/** (Re)computes an item's firings after it was created or changed. */
export async function schedule(db: Db, tz: string, item: Schedulable, at = now()): Promise<void> {
  const rule = ruleOf(item);
  const rows = parseJson<number[]>(item.remind, []).flatMap((minutes) => {
    const next = nextFiring(rule, tz, minutes, at);
    return next ? [{ id: newId(), site_id: item.site_id, item_id: item.id, minutes, fire_at: next.fireAt, start_at: next.startAt, state: 'pending', claimed_at: null }] : [];
  });
  await q.replaceReminders(db, item.id, rows);
}

/** Who a firing is for: the owner of a personal item; a group's members who did not mute group reminders. */
async function recipients(db: Db, item: q.ItemRow): Promise<string[]> {
  if (item.group_id === null) return [item.owner_id];
  const muted = await q.mutedMembers(db, item.site_id, item.group_id);
  return (await memberIds(db, item.site_id, item.group_id)).filter((u) => !muted.has(u));
}

async function fire(platform: Platform, r: Awaited<ReturnType<typeof q.dueReminders>>[number], at: number): Promise<boolean> {
  const fireAt = Number(r.fire_at);
  if (!(await q.claim(platform.db, r.id, fireAt, at))) return false;
  try {
    const item = await q.findItem(platform.db, r.site_id, r.item_id);
    const site = await platform.sites.get(r.site_id);
    if (!item || !site) {
      await q.advance(platform.db, r.id, fireAt, null);
      return false;
    }
    const tz = siteTimezone(site.variants);
    const rule = ruleOf(item);
    const startAt = Number(r.start_at);
    const late = at - fireAt > LATE_SECONDS && at >= startAt;
    if (!late) {
      const end = startAt + (rule.endAt - rule.startAt);
      await notices.remind(platform, r.site_id, await recipients(platform.db, item), item, notices.whenText(rule.allDay, startAt, end, tz));
    }
    await q.advance(platform.db, r.id, fireAt, nextFiring(rule, tz, Number(r.minutes), Math.max(fireAt, late ? at : fireAt)));
    return !late;
  } catch (err) {
    await q.release(platform.db, r.id, fireAt);
    throw err;
  }
}

/** One sweep: every due firing, each claimed before it is sent. Answers how many this call sent. */
export async function sweepDue(platform: Platform, at = now()): Promise<number> {
  let sent = 0;
  let failure: unknown;
  for (const r of await q.dueReminders(platform.db, at, BATCH)) {
    // One failing firing (given back for the next sweep) does not hold up the others.
    try {
      if (await fire(platform, r, at)) sent++;
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure) throw failure;
  return sent;
}

/** The in-process sweeper (see platform/ticker.ts). */
export function startSweeper(platform: Platform, log: FastifyBaseLogger, everyMs = SWEEP_MS): Ticker {
  return every(everyMs, () => sweepDue(platform), log, 'agenda: reminders failed');
}
