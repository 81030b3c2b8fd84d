/**
 * Runs work on one locked instance in a transaction, then tells people what changed. The lock is
 * the first statement (queries.lockInstance), so what the work reads is what it acts on.
 */
import { AppError, E } from '@campus/api';
import { processSpec, type ProcessSpec } from '@campus/api/forms';
import type { FastifyBaseLogger } from 'fastify';
import type { Platform } from '../../platform/context.js';
import type { Site } from '../../platform/db/schema.js';
import { siteTimezone } from '../../platform/notify/dnd.js';
import { localOf } from '../../platform/time.js';
import { now } from '../../platform/util.js';
import { readSubmission } from '../forms/hooks.js';
import { noEffects, type Run } from './engine.js';
import { announce } from './notices.js';
import * as q from './queries.js';

const SPECS = new Map<string, ProcessSpec>();
const MAX_CACHED = 200;

/** A stored definition, parsed once per text (instances of one process version share it). */
export function specOf(text: string): ProcessSpec {
  let s = SPECS.get(text);
  if (!s) {
    s = processSpec.parse(JSON.parse(text));
    if (SPECS.size >= MAX_CACHED) SPECS.delete(SPECS.keys().next().value!);
    SPECS.set(text, s);
  }
  return s;
}

export const siteToday = (site: Pick<Site, 'variants'>, at = now()) => localOf(at, siteTimezone(site.variants)).date;

export const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });
/** The item moved on before this action got to it (someone else acted first). */
export const movedOn = (field = 'taskId') => new AppError(E.CONFLICT, `${field}: the item has moved on, reload it`, { field });

export async function applicantOf(db: Platform['db'], id: string) {
  const u = await db.selectFrom('users').select(['id', 'department_id', 'class_id']).where('id', '=', id).executeTakeFirst();
  return u ?? { id, department_id: null, class_id: null };
}

export async function onInstance(platform: Platform, site: Site, log: FastifyBaseLogger, actorId: string | null, instanceId: string, work: (r: Run) => Promise<void>, field = 'id'): Promise<Run> {
  let run: Run | undefined;
  const at = now();
  await platform.db.transaction().execute(async (trx) => {
    if (!(await q.lockInstance(trx, site.id, instanceId))) throw notFound(field);
    const inst = (await q.findInstance(trx, site.id, instanceId))!;
    const sub = await readSubmission(trx, site.id, inst.submission_id);
    run = {
      trx, siteId: site.id, at, today: siteToday(site, at), inst, spec: specOf(inst.definition), applicant: await applicantOf(trx, inst.applicant_id),
      values: sub?.values ?? {}, fx: noEffects(), seq: Number(inst.revision) * 1000,
    };
    await work(run);
  });
  await announce(platform, log, site.id, run!, actorId);
  return run!;
}
