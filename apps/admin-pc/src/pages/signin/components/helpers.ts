/** Pure helpers of the sign-in pages: the rate text, and form values to and from the contract's shapes. */
import type { Audience, SigninMode } from '@campus/api';
import { toSeconds } from '@/lib/table';
import { wallText } from '@/lib/time';

export type AudienceKind = 'site' | 'classes' | 'roles';

export interface SigninFormValues {
  title: string;
  place?: string;
  mode: SigninMode;
  // What the range picker holds: milliseconds, a date text or a Dayjs.
  window: (number | string | object)[];
  lateMinutes?: number;
  audienceKind: AudienceKind;
  classes?: string[];
  roles?: string[];
  useLocation?: boolean;
  lat?: number;
  lng?: number;
  radius?: number;
  oneDevice?: boolean;
}

/** Signed of expected as a percentage with one decimal, '-' when nobody is expected. */
export function rate(signed: number, expected: number): string {
  return expected > 0 ? `${Math.round((signed / expected) * 1000) / 10}%` : '-';
}

export function audienceOf(v: Pick<SigninFormValues, 'audienceKind' | 'classes' | 'roles'>): Audience {
  const clean = (xs: string[] | undefined) => [...new Set((xs ?? []).map((x) => x.trim()).filter(Boolean))];
  if (v.audienceKind === 'classes') return { classes: clean(v.classes) };
  if (v.audienceKind === 'roles') return { roles: clean(v.roles) };
  return { site: true };
}

/** The save input of the form (the server validates and names any bad field). */
export function toSaveInput(v: SigninFormValues, id?: string) {
  return {
    ...(id ? { id } : {}),
    title: v.title,
    place: v.place ?? '',
    mode: v.mode,
    startsAt: toSeconds(v.window?.[0]) ?? 0,
    endsAt: toSeconds(v.window?.[1]) ?? 0,
    lateMinutes: v.lateMinutes ?? 0,
    audience: audienceOf(v),
    ...(v.useLocation && v.lat !== undefined && v.lng !== undefined && v.radius !== undefined ? { lat: v.lat, lng: v.lng, radius: v.radius } : {}),
    oneDevice: v.oneDevice ?? false,
  };
}

/** Form values of a saved sign-in (times in milliseconds for the pickers). */
export function toFormValues(s: {
  title: string;
  place: string;
  mode: SigninMode;
  startsAt: number;
  endsAt: number;
  lateMinutes: number;
  audience: unknown;
  location: { lat: number; lng: number; radius: number } | null;
  oneDevice: boolean;
}): SigninFormValues {
  const a = (s.audience ?? {}) as Audience;
  const audienceKind: AudienceKind = a.site ? 'site' : a.classes?.length ? 'classes' : a.roles?.length ? 'roles' : 'site';
  return {
    title: s.title,
    place: s.place,
    mode: s.mode,
    window: [wallText(s.startsAt), wallText(s.endsAt)],
    lateMinutes: s.lateMinutes,
    audienceKind,
    classes: a.classes ?? [],
    roles: a.roles ?? [],
    useLocation: !!s.location,
    ...(s.location ? { lat: s.location.lat, lng: s.location.lng, radius: s.location.radius } : { radius: 200 }),
    oneDevice: s.oneDevice,
  };
}

/** Per-minute counts to the chart's two series: per minute and running total. */
export function timelineSeries(timeline: { at: number; count: number }[]): { at: number[]; perMinute: number[]; total: number[] } {
  let sum = 0;
  return {
    at: timeline.map((p) => p.at),
    perMinute: timeline.map((p) => p.count),
    total: timeline.map((p) => (sum += p.count)),
  };
}

/**
 * What the server refuses in a sign-in's times (end after start, at most 31 days, lateness
 * inside the window), checked in the form so the manager reads it by the field. An i18n key or null.
 */
export function windowProblem(v: Pick<SigninFormValues, 'window' | 'lateMinutes'>): { field: 'window' | 'lateMinutes'; key: 'endBeforeStart' | 'tooLong' | 'lateOutside' } | null {
  const start = toSeconds(v.window?.[0]);
  const end = toSeconds(v.window?.[1]);
  if (start === undefined || end === undefined) return null;
  if (end <= start) return { field: 'window', key: 'endBeforeStart' };
  if (end - start > 31 * 86400) return { field: 'window', key: 'tooLong' };
  if ((v.lateMinutes ?? 0) * 60 >= end - start) return { field: 'lateMinutes', key: 'lateOutside' };
  return null;
}
