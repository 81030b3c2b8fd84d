/**
 * Repair workers: active users holding repair.work on the site (through a role), their duty and
 * skills. An order may go only to a worker who is on duty and skilled for its category.
 */
import { AppError, E, badInput, type RepairWorker } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import { now } from '../../platform/util.js';
import { rolesGranting } from './notices.js';
import * as q from './queries.js';

export async function workersOf(ctx: Ctx, userId?: string): Promise<RepairWorker[]> {
  const { ids } = await rolesGranting(ctx, 'work');
  const users = await q.usersWithRoles(ctx.db, ctx.site.id, ids, userId);
  const d = await q.dutyOf(ctx.db, ctx.site.id, users.map((u) => u.id));
  return users.map((u) => ({
    userId: u.id,
    name: u.name,
    number: u.number,
    mobile: u.mobile,
    onDuty: d.duty.get(u.id) ?? false,
    skills: d.skills.get(u.id) ?? [],
    open: d.open.get(u.id) ?? 0,
  }));
}

const eligible = (w: RepairWorker, categoryId: string) => w.onDuty && w.skills.includes(categoryId);

/** Who can take an order of the category now, least busy first. */
export async function candidates(ctx: Ctx, categoryId: string): Promise<RepairWorker[]> {
  return (await workersOf(ctx)).filter((w) => eligible(w, categoryId)).sort((a, b) => a.open - b.open || a.name.localeCompare(b.name));
}

/** The worker, if eligible for the category; otherwise NOT_ELIGIBLE naming `field` and why. */
export async function requireEligible(ctx: Ctx, workerId: string, categoryId: string, field = 'workerId'): Promise<RepairWorker> {
  const [w] = await workersOf(ctx, workerId);
  if (!w) throw new AppError(E.NOT_ELIGIBLE, `${field}: not an active repair worker of this site`, { field, why: 'notWorker' });
  if (!w.onDuty) throw new AppError(E.NOT_ELIGIBLE, `${field}: not on duty`, { field, why: 'offDuty' });
  if (!w.skills.includes(categoryId)) throw new AppError(E.NOT_ELIGIBLE, `${field}: not skilled for this category`, { field, why: 'noSkill' });
  return w;
}

/** The first eligible worker of the category's rules for the area (area-specific rules first). */
export async function autoWorker(ctx: Ctx, categoryId: string, areaId: string): Promise<string | null> {
  const rules = await q.rulesFor(ctx.db, ctx.site.id, categoryId, areaId);
  if (!rules.length) return null;
  const workers = new Map((await workersOf(ctx)).map((w) => [w.userId, w]));
  for (const r of rules) {
    const w = workers.get(r.worker_id);
    if (w && eligible(w, categoryId)) return w.userId;
  }
  return null;
}

export async function setMyDuty(ctx: Ctx, onDuty: boolean) {
  await q.setDuty(ctx.db, ctx.site.id, ctx.me().id, onDuty, now());
  return { onDuty };
}

export async function myDuty(ctx: Ctx): Promise<boolean> {
  return (await q.dutyOf(ctx.db, ctx.site.id, [ctx.me().id])).duty.get(ctx.me().id) ?? false;
}

export async function saveWorker(ctx: Ctx, input: { userId: string; onDuty: boolean; skills: string[] }): Promise<RepairWorker> {
  const [w] = await workersOf(ctx, input.userId);
  if (!w) throw badInput('userId', 'not an active repair worker of this site');
  const skills = [...new Set(input.skills)];
  const known = new Set((await q.categories(ctx.db, ctx.site.id)).map((c) => c.id));
  const i = skills.findIndex((s) => !known.has(s));
  if (i >= 0) throw badInput(`skills.${i}`, 'no such category');
  await q.setWorker(ctx.db, ctx.site.id, w.userId, input.onDuty, skills, now());
  await ctx.audit('repair.saveWorker', w.userId, { onDuty: input.onDuty, skills });
  return { ...w, onDuty: input.onDuty, skills };
}
