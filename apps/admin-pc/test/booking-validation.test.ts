/**
 * The booking forms check in the browser what the server would refuse with an English message,
 * so a manager sees the problem by the field, in their language.
 */
import { describe, expect, it } from 'vitest';
import { sessionProblem } from '../src/pages/seat/components/editor';
import { windowProblem } from '../src/pages/signin/components/helpers';
import { timeProblem } from '../src/pages/ticket/components/helpers';
import { numbersProblem, validityEmpty } from '../src/pages/voucher/form';

const H = 3600_000;

describe('ticket event times', () => {
  it('refuses an event that starts before its release window closes', () => {
    expect(timeProblem({ window: [0, 5 * H], startsAt: 4 * H })).toBe('startsBeforeClose');
  });
  it('refuses refunds that end after the event starts', () => {
    expect(timeProblem({ window: [0, H], startsAt: 2 * H, refundUntil: 3 * H })).toBe('refundAfterStart');
  });
  it('accepts ordered times, an empty refund deadline, and a half-filled form', () => {
    expect(timeProblem({ window: [0, H], startsAt: H, refundUntil: H })).toBeNull();
    expect(timeProblem({ window: [0, H], startsAt: 2 * H, refundUntil: null })).toBeNull();
    expect(timeProblem({ startsAt: 2 * H })).toBeNull();
  });
});

describe('voucher batch', () => {
  it('refuses a validity that ends when it starts', () => {
    expect(validityEmpty([H, H])).toBe(true);
    expect(validityEmpty([H, 2 * H])).toBe(false);
    expect(validityEmpty(undefined)).toBe(false);
  });
  it('names a pasted number longer than the server takes', () => {
    expect(numbersProblem(`2024001\n${'9'.repeat(33)}`)).toEqual({ key: 'numbersTooLong', vars: { number: '9'.repeat(33) } });
    expect(numbersProblem('2024001 2024002')).toBeNull();
  });
});

describe('sign-in window', () => {
  it('refuses an end before the start, a window over 31 days, and lateness outside it', () => {
    expect(windowProblem({ window: [2 * H, H] })).toEqual({ field: 'window', key: 'endBeforeStart' });
    expect(windowProblem({ window: [0, 32 * 24 * H] })).toEqual({ field: 'window', key: 'tooLong' });
    expect(windowProblem({ window: [0, H], lateMinutes: 60 })).toEqual({ field: 'lateMinutes', key: 'lateOutside' });
    expect(windowProblem({ window: [0, H], lateMinutes: 10 })).toBeNull();
  });
});

describe('one seat session', () => {
  it('refuses an end before the start and a session over a day', () => {
    expect(sessionProblem(100, 100)).toBe('endBeforeStart');
    expect(sessionProblem(0, 86401)).toBe('overADay');
    expect(sessionProblem(0, 3600)).toBeNull();
    expect(sessionProblem(undefined, 3600)).toBeNull();
  });
});
