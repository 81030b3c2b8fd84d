/** Pure helpers of the ticket console: form values ⇄ the save input, counters, the draw summary line. */
import type { Audience, InputOf, OutputOf, contract } from '@campus/api';
import { toSeconds } from '@/lib/table';
import { wallText } from '@/lib/time';

type Detail = OutputOf<typeof contract.ticket.manageDetail>;
type SaveInput = InputOf<typeof contract.ticket.manageSave>;

export interface TypeValues {
  id?: string;
  name: string;
  quota: number;
  perPerson: number;
}

export interface TicketFormValues {
  title: string;
  description?: string;
  place?: string;
  mode: 'grab' | 'reserve';
  /** [openAt, closeAt]: what the pickers hold (wall texts on the site's clock, or a Dayjs). */
  window: [string | object, string | object];
  startsAt: string | object;
  refundUntil?: string | object | null;
  holdMinutes: number;
  autoDraw: boolean;
  published: boolean;
  audienceKind: 'site' | 'roles' | 'keep';
  roles?: string[];
  /** An audience the form cannot edit (departments, classes, people): kept as it was. */
  keptAudience?: Audience;
  types: TypeValues[];
}

/** Seconds from what a picker hands back, on the site's clock. */
const sec = (v: unknown) => toSeconds(v) ?? NaN;

export function audienceOf(v: Pick<TicketFormValues, 'audienceKind' | 'roles' | 'keptAudience'>): Audience {
  if (v.audienceKind === 'keep' && v.keptAudience) return v.keptAudience;
  if (v.audienceKind === 'roles') return { roles: [...new Set((v.roles ?? []).map((r) => r.trim()).filter(Boolean))] };
  return { site: true };
}

export function toSaveInput(v: TicketFormValues, id?: string): SaveInput {
  return {
    ...(id ? { id } : {}),
    title: v.title.trim(),
    description: (v.description ?? '').trim(),
    place: (v.place ?? '').trim(),
    mode: v.mode,
    openAt: sec(v.window[0]),
    closeAt: sec(v.window[1]),
    startsAt: sec(v.startsAt),
    ...(v.refundUntil ? { refundUntil: sec(v.refundUntil) } : {}),
    holdMinutes: v.holdMinutes,
    autoDraw: v.mode === 'reserve' && v.autoDraw,
    published: v.published,
    audience: audienceOf(v),
    types: v.types.map((ty) => ({ ...(ty.id ? { id: ty.id } : {}), name: ty.name.trim(), quota: ty.quota, perPerson: ty.perPerson })),
  };
}

export function toFormValues(d: Detail): TicketFormValues {
  const a = (d.audience ?? {}) as Audience;
  const onlyRoles = !a.site && (a.roles?.length ?? 0) > 0 && !a.departments?.length && !a.classes?.length && !a.users?.length;
  return {
    title: d.title,
    description: d.description,
    place: d.place,
    mode: d.mode,
    window: [wallText(d.openAt), wallText(d.closeAt)],
    startsAt: wallText(d.startsAt),
    refundUntil: wallText(d.refundUntil),
    holdMinutes: d.holdMinutes,
    autoDraw: d.autoDraw,
    published: d.published,
    audienceKind: a.site ? 'site' : onlyRoles ? 'roles' : 'keep',
    ...(onlyRoles ? { roles: a.roles } : {}),
    keptAudience: a,
    types: d.types.map((ty) => ({ id: ty.id, name: ty.name, quota: ty.quota, perPerson: ty.perPerson })),
  };
}

/** Sum of a counter over the types. */
export const total = (types: readonly Record<'quota' | 'issued' | 'remaining' | 'held', number>[], k: 'quota' | 'issued' | 'remaining' | 'held') =>
  types.reduce((s, ty) => s + ty[k], 0);

/** Share issued, as a whole percentage (0 when the quota is 0). */
export const issuedPercent = (issued: number, quota: number) => (quota > 0 ? Math.round((issued / quota) * 100) : 0);

/**
 * The order the server requires of an event's times (opening < closing ≤ start, refunds ≤ start),
 * checked in the form so a manager reads which field is wrong instead of the server's English.
 * Returns the i18n key of the first problem, or null.
 */
export function timeProblem(v: { window?: readonly unknown[] | null; startsAt?: unknown; refundUntil?: unknown }): 'startsBeforeClose' | 'refundAfterStart' | null {
  const at = (x: unknown) => (x === undefined || x === null || x === '' ? undefined : sec(x));
  const close = at(v.window?.[1]);
  const starts = at(v.startsAt);
  const refund = at(v.refundUntil);
  if (close !== undefined && starts !== undefined && starts < close) return 'startsBeforeClose';
  if (refund !== undefined && starts !== undefined && refund > starts) return 'refundAfterStart';
  return null;
}
