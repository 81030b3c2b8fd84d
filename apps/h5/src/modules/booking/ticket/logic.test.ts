import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setTimeZone, timeText } from '../../../lib/time';
import { actionOf, canGrabMore, countdown, listPhase, pollInterval } from './logic';

// The site keeps Shanghai's clock (UTC+8); the tests run in another zone (UTC), as a visiting phone would.
beforeEach(() => setTimeZone('Asia/Shanghai'));
afterEach(() => setTimeZone(undefined));

describe('ticket screen logic', () => {
  it('maps labels to actions', () => {
    expect(actionOf('grab')).toBe('enroll');
    expect(actionOf('reserve')).toBe('enroll');
    expect(actionOf('enroll')).toBe('join');
    expect(actionOf('cancelTicket')).toBe('refund');
    expect(actionOf('soldOut')).toBeNull();
    expect(actionOf('checked')).toBeNull();
  });
  it('counts down in m:ss and stops at zero', () => {
    expect(countdown(1000, 1000 - 125)).toBe('2:05');
    expect(countdown(1000, 1200)).toBe('0:00');
  });
  it('polls during the window and while something of mine moves, never after the start', () => {
    const e = { openAt: 100, closeAt: 200, startsAt: 300, mode: 'grab' as const, drawnAt: null };
    const none = [{ wait: null, reserved: false }];
    expect(pollInterval(e, none, 150)).toBe(3000);
    expect(pollInterval(e, none, 250)).toBeNull();
    expect(pollInterval(e, [{ wait: { status: 'waiting' }, reserved: false }], 250)).toBe(3000);
    expect(pollInterval(e, none, 50)).toBe(30000);
    expect(pollInterval(e, none, -1000)).toBeNull();
    expect(pollInterval({ ...e, mode: 'reserve' }, [{ wait: null, reserved: true }], 250)).toBe(10000);
    expect(pollInterval(e, [{ wait: { status: 'held' }, reserved: false }], 300)).toBeNull();
  });
  it('offers one more grab only under the per-person limit, in the window, with units left', () => {
    const e = { mode: 'grab' as const, openAt: 100, closeAt: 200 };
    const ty = { remaining: 3, perPerson: 2, label: 'cancelTicket' };
    expect(canGrabMore(e, ty, 1, 150)).toBe(true);
    expect(canGrabMore(e, ty, 2, 150)).toBe(false);
    expect(canGrabMore(e, { ...ty, remaining: 0 }, 1, 150)).toBe(false);
    expect(canGrabMore(e, ty, 1, 250)).toBe(false);
    expect(canGrabMore({ ...e, mode: 'reserve' }, ty, 1, 150)).toBe(false);
  });
});

describe('an event in the list', () => {
  const e = { mode: 'grab' as const, openAt: 100, closeAt: 200, startsAt: 300 };
  it('is coming before its window, grabbing or reserving in it, closed after it, over once held', () => {
    expect(listPhase(e, 99)).toBe('soon');
    expect(listPhase(e, 100)).toBe('grabbing');
    expect(listPhase({ ...e, mode: 'reserve' }, 150)).toBe('reserving');
    expect(listPhase(e, 200)).toBe('closed');
    expect(listPhase(e, 300)).toBe('over');
  });
  it('shows the grabbing time on the site’s clock', () => {
    expect(timeText(Date.parse('2026-03-02T08:00+08:00') / 1000)).toBe('2026-03-02 08:00');
  });
});
