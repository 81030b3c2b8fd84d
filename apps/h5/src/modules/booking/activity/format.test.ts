import { describe, expect, it } from 'vitest';
import { fmtRange, fromLocalInput, isCheckinCode, primaryAction, stateColor, toLocalInput } from './format';

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
  it('formats ranges and round-trips datetime-local values', () => {
    const s = fromLocalInput('2026-11-22T09:30');
    expect(toLocalInput(s)).toBe('2026-11-22T09:30');
    expect(fmtRange(s, s + 3600)).toBe('2026-11-22 09:30 – 10:30');
    expect(Number.isNaN(fromLocalInput('x'))).toBe(true);
    expect(stateColor('signup')).toBe('success');
    expect(isCheckinCode(' ACT1.abc.1.sig')).toBe(true);
    expect(isCheckinCode('ABCD2345EFGH')).toBe(false);
  });
});
