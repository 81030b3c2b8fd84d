/**
 * What the booking form shows, and keeps showing, when the server refuses an appointment: the
 * refusal's words and, over a per-person limit, which limit, its size and how many the person
 * already holds (the server's `d`: { perDay, perWeek, period, used }).
 */
import { ApiError } from '@campus/api/client';
import { E } from '@campus/api';

export interface LimitReached {
  period: 'day' | 'week';
  max: number;
  used: number;
}

export function limitReached(err: unknown): LimitReached | null {
  if (!(err instanceof ApiError) || err.e !== E.LIMIT_REACHED) return null;
  const d = (err.d ?? {}) as { perDay?: unknown; perWeek?: unknown; period?: unknown; used?: unknown };
  const perDay = typeof d.perDay === 'number' ? d.perDay : 0;
  const perWeek = typeof d.perWeek === 'number' ? d.perWeek : 0;
  // A server that does not say which: the only limit set is the one reached.
  const period = d.period === 'day' || d.period === 'week' ? d.period : perDay > 0 && !perWeek ? 'day' : perWeek > 0 && !perDay ? 'week' : null;
  if (!period) return null;
  const max = period === 'day' ? perDay : perWeek;
  return { period, max, used: typeof d.used === 'number' ? d.used : max };
}
