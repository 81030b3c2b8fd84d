import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeZone } from '../src/lib/time';
import { audienceOf, rate, timelineSeries, toFormValues, toSaveInput } from '../src/pages/signin/components/helpers';

describe('sign-in console helpers', () => {
  // The site keeps Beijing time, whatever this machine's zone: forms show and take its clock.
  beforeAll(() => setTimeZone('Asia/Shanghai'));
  afterAll(() => setTimeZone(undefined));

  it('shows the rate with one decimal, and a dash when nobody is expected', () => {
    expect(rate(1, 3)).toBe('33.3%');
    expect(rate(2, 2)).toBe('100%');
    expect(rate(0, 0)).toBe('-');
  });

  it('sends only the audience group chosen, trimmed and without repeats', () => {
    expect(audienceOf({ audienceKind: 'site', classes: ['c1'] })).toEqual({ site: true });
    expect(audienceOf({ audienceKind: 'classes', classes: [' c1', 'c1', ''] })).toEqual({ classes: ['c1'] });
    expect(audienceOf({ audienceKind: 'roles', roles: ['student'] })).toEqual({ roles: ['student'] });
  });

  it('turns form values into the save input and back', () => {
    const input = toSaveInput(
      { title: '班会', mode: 'qr', window: [1_800_000_000_000, 1_800_003_600_000], lateMinutes: 5, audienceKind: 'classes', classes: ['c1'], useLocation: true, lat: 30.1, lng: 120.2, radius: 150, oneDevice: true },
      'id1',
    );
    expect(input).toEqual({
      id: 'id1',
      title: '班会',
      place: '',
      mode: 'qr',
      startsAt: 1_800_000_000,
      endsAt: 1_800_003_600,
      lateMinutes: 5,
      audience: { classes: ['c1'] },
      lat: 30.1,
      lng: 120.2,
      radius: 150,
      oneDevice: true,
    });
    const noPlace = toSaveInput({ title: 'x', mode: 'number', window: [0, 60_000], audienceKind: 'site', useLocation: false, lat: 1, lng: 1, radius: 10 });
    expect(noPlace).not.toHaveProperty('lat');
    const back = toFormValues({ title: '班会', place: '', mode: 'qr', startsAt: 10, endsAt: 70, lateMinutes: 5, audience: { classes: ['c1'] }, location: { lat: 1, lng: 2, radius: 50 }, oneDevice: false });
    expect(back).toMatchObject({ window: ['1970-01-01 08:00:10', '1970-01-01 08:01:10'], audienceKind: 'classes', classes: ['c1'], useLocation: true, radius: 50 });
  });

  it('charts signs per minute and the running total', () => {
    expect(timelineSeries([{ at: 60, count: 2 }, { at: 120, count: 3 }])).toEqual({ at: [60, 120], perMinute: [2, 3], total: [2, 5] });
  });
});
