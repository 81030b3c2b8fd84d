/** The booking form's refusal over a limit: which limit, its size, and how many are already held. */
import { ApiError } from '@campus/api/client';
import { E } from '@campus/api';
import { describe, expect, it } from 'vitest';
import { limitReached } from './refusal';

const refused = (d: unknown, e: number = E.LIMIT_REACHED) => new ApiError(e, 'startsAt: limit', d);

describe('limitReached', () => {
  it('reads the limit the server names and how many the person holds', () => {
    expect(limitReached(refused({ field: 'startsAt', perDay: 2, perWeek: 3, period: 'week', used: 3 }))).toEqual({
      period: 'week',
      max: 3,
      used: 3,
    });
    expect(limitReached(refused({ perDay: 2, perWeek: 3, period: 'day', used: 2 }))).toEqual({ period: 'day', max: 2, used: 2 });
  });

  it('takes the only limit set when the server does not name it', () => {
    expect(limitReached(refused({ perDay: 0, perWeek: 2 }))).toEqual({ period: 'week', max: 2, used: 2 });
  });

  it('is nothing for other refusals, or when it cannot tell which limit', () => {
    expect(limitReached(refused({ field: 'startsAt' }, E.SOLD_OUT))).toBeNull();
    expect(limitReached(refused({ perDay: 2, perWeek: 3 }))).toBeNull();
    expect(limitReached(new Error('x'))).toBeNull();
  });
});
