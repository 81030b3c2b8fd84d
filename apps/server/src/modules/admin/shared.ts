/** Rules every administration area shares: generated passwords, unique-key races, escalation. */
import crypto from 'node:crypto';
import { AppError, E, issueOf, reason, type AuthMap, type ReasonText } from '@campus/api';
import type { Ctx } from '../../platform/context.js';

const SETS = ['abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '@#%+=?!'];

/** A password the site policy accepts (all four character kinds), from a CSPRNG. */
export function generatePassword(length = 12): string {
  const pick = (set: string) => set[crypto.randomInt(set.length)]!;
  const chars = SETS.map(pick);
  const all = SETS.join('');
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** True when the database refused a row for a unique key (SQLite or PostgreSQL). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** A value that clashes with what is stored (a name already taken): the field and why, as bad input gives them. */
export const conflict = (field: string, why: string) => new AppError(E.CONFLICT, `${field}: ${why}`, { field, issues: [issueOf(field, why)] });
export const notFound = (field: string) => new AppError(E.NOT_FOUND, `${field}: not found`, { field });

/**
 * Administrators may hand out business permissions, but `system` entries (who administers
 * what) only as far as they hold them: otherwise a user administrator could make themselves
 * a role administrator. Super-administrators hold everything.
 */
export async function assertNoEscalation(ctx: Ctx, maps: AuthMap[]): Promise<void> {
  const why = await escalation(ctx, maps);
  if (why) {
    const issue = issueOf('system', why);
    throw new AppError(E.FORBIDDEN, `system: ${issue.message}`, { field: 'system', issues: [issue] });
  }
}

/** Why these permissions are not the administrator's to grant (a `system` entry they do not hold), or null. */
export async function escalation(ctx: Ctx, maps: AuthMap[]): Promise<ReasonText | null> {
  if (ctx.isSuper) return null;
  const mine = new Set((await ctx.authz()).auth.system?.module ?? []);
  for (const m of maps) {
    for (const sub of m.system?.module ?? []) if (!mine.has(sub)) return reason('onlyHoldersGrant', { permission: `system.${sub}` });
  }
  return null;
}

export const toBool = (n: number): boolean => n === 1;
