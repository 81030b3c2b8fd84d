import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTimeZone } from '../../../lib/time';
import { fmtRange, fromLocalInput, isCheckinCode, primaryAction, stateColor, toLocalInput } from './format';

// The site keeps Shanghai's clock (UTC+8); the tests run in another zone (UTC), as a visiting phone would.
beforeEach(() => setTimeZone('Asia/Shanghai'));
afterEach(() => setTimeZone(undefined));

describe('activity screen helpers', () => {
  it('offers sign-up only while open, withdraw while signed up and not started', () => {
    expect(primaryAction({ state: 'signup', myStatus: null })).toBe('signup');
    expect(primaryAction({ state: 'signup', myStatus: 'cancelled' })).toBe('signup');
    expect(primaryAction({ state: 'full', myStatus: null })).toBe('none');
    expect(primaryAction({ state: 'full', myStatus: 'approved' })).toBe('cancel');
    expect(primaryAction({ state: 'closed', myStatus: 'pending' })).toBe('cancel');
    expect(primaryAction({ state: 'ongoing', myStatus: 'approved' })).toBe('none');
    expect(primaryAction({ state: 'signup', myStatus: 'removed' })).toBe('none');
  });
  it('formats ranges and round-trips datetime-local values, on the site’s clock', () => {
    const s = fromLocalInput('2026-11-22T09:30');
    expect(s).toBe(Date.parse('2026-11-22T09:30+08:00') / 1000);
    expect(toLocalInput(s)).toBe('2026-11-22T09:30');
    expect(fmtRange(s, s + 3600)).toBe('2026-11-22 09:30 – 10:30');
    expect(Number.isNaN(fromLocalInput('x'))).toBe(true);
    expect(stateColor('signup')).toBe('success');
    expect(isCheckinCode(' ACT1.abc.1.sig')).toBe(true);
    expect(isCheckinCode('ABCD2345EFGH')).toBe(false);
  });
});
