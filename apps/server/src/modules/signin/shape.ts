/** Rows to contract shapes, the window phase, and who may manage one sign-in. */
import { AppError, E, type Audience, type SigninMode, type SigninPhase, type SigninRecord, type SigninSummary, type SigninMethod } from '@campus/api';
import { inAudience } from '../../platform/audience.js';
import type { Ctx } from '../../platform/context.js';
import { hasModule } from '../../platform/permissions.js';
import { parseJson } from '../../platform/util.js';
import type { SigninRecordsTable, SigninsTable } from './tables.js';

export const notFound = (field = 'id') => new AppError(E.NOT_FOUND, `${field}: not found`, { field });

export function phaseOf(s: Pick<SigninsTable, 'starts_at' | 'ends_at'>, at: number): SigninPhase {
  if (at < Number(s.starts_at)) return 'notStarted';
  if (at > Number(s.ends_at)) return 'ended';
  return 'open';
}

export function toSummary(s: SigninsTable, at: number, organiserName: string): SigninSummary {
  const located = s.lat !== null && s.lng !== null && s.radius !== null;
  return {
    id: s.id,
    title: s.title,
    place: s.place,
    mode: s.mode as SigninMode,
    startsAt: Number(s.starts_at),
    endsAt: Number(s.ends_at),
    lateAt: s.late_at === null ? null : Number(s.late_at),
    location: located ? { lat: Number(s.lat), lng: Number(s.lng), radius: Number(s.radius) } : null,
    oneDevice: s.one_device === 1,
    phase: phaseOf(s, at),
    organiserName,
  };
}

export function toRecord(r: SigninRecordsTable, visits = 0): SigninRecord {
  return {
    at: Number(r.at),
    late: r.late === 1,
    method: r.method as SigninMethod,
    distance: r.distance === null ? null : Number(r.distance),
    signatureUrl: r.signature_url,
    reason: r.reason,
    visits,
  };
}

/** Whether the caller is in the sign-in's audience (who is expected to sign). */
export async function expected(ctx: Ctx, s: SigninsTable): Promise<boolean> {
  const { roles } = await ctx.authz();
  return inAudience(ctx.me(), roles, ctx.site.id, parseJson<Audience>(s.audience, { users: [] }));
}

/** Its organiser, a holder of signin.manage on this site, or a super-administrator. */
export async function canManage(ctx: Ctx, s: SigninsTable): Promise<boolean> {
  const me = ctx.me();
  if (s.organiser_id === me.id || ctx.isSuper) return true;
  return hasModule((await ctx.authz()).auth, 'signin', 'manage');
}

export async function assertManage(ctx: Ctx, s: SigninsTable | undefined): Promise<SigninsTable> {
  ctx.me();
  if (!s) throw notFound();
  if (!(await canManage(ctx, s))) throw new AppError(E.FORBIDDEN, 'id: only its organiser or a sign-in manager', { field: 'id' });
  return s;
}
