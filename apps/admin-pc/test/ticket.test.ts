import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeZone } from '../src/lib/time';
import { audienceOf, issuedPercent, toFormValues, toSaveInput, total } from '../src/pages/ticket/components/helpers';

describe('ticket console helpers', () => {
  // The site keeps Beijing time, whatever this machine's zone: forms show and take its clock.
  beforeAll(() => setTimeZone('Asia/Shanghai'));
  afterAll(() => setTimeZone(undefined));

  it('turns form values into the save input (seconds of the times picked on the site’s clock, trimmed, auto-draw only for reserve)', () => {
    const input = toSaveInput(
      {
        title: ' 音乐会 ',
        mode: 'grab',
        window: ['2027-01-15 16:00:00', '2027-01-15 17:00:00'],
        startsAt: '2027-01-15 18:00:00',
        refundUntil: null,
        holdMinutes: 15,
        autoDraw: true,
        published: true,
        audienceKind: 'roles',
        roles: ['student', ' student', ''],
        types: [{ name: '内场 ', quota: 10, perPerson: 1 }],
      },
      'e1',
    );
    expect(input).toEqual({
      id: 'e1',
      title: '音乐会',
      description: '',
      place: '',
      mode: 'grab',
      openAt: 1_800_000_000,
      closeAt: 1_800_003_600,
      startsAt: 1_800_007_200,
      holdMinutes: 15,
      autoDraw: false,
      published: true,
      audience: { roles: ['student'] },
      types: [{ name: '内场', quota: 10, perPerson: 1 }],
    });
  });

  it('keeps an audience the form cannot edit, and reads a detail back', () => {
    expect(audienceOf({ audienceKind: 'keep', keptAudience: { classes: ['c1'] } })).toEqual({ classes: ['c1'] });
    expect(audienceOf({ audienceKind: 'site' })).toEqual({ site: true });
    const v = toFormValues({
      id: 'e1',
      title: 'T',
      description: '',
      place: '',
      mode: 'reserve',
      startsAt: 300,
      openAt: 100,
      closeAt: 200,
      refundUntil: 250,
      holdMinutes: 5,
      autoDraw: true,
      drawnAt: null,
      published: true,
      audience: { classes: ['c1'] },
      types: [{ id: 't1', name: 'A', quota: 3, remaining: 3, perPerson: 1, held: 0, issued: 0, entrants: 0, waiting: 0 }],
    });
    expect(v).toMatchObject({ audienceKind: 'keep', window: ['1970-01-01 08:01:40', '1970-01-01 08:03:20'], refundUntil: '1970-01-01 08:04:10', types: [{ id: 't1', quota: 3 }] });
  });

  it('sums counters and shows the issued share', () => {
    const types = [
      { quota: 10, issued: 4, remaining: 5, held: 1 },
      { quota: 5, issued: 5, remaining: 0, held: 0 },
    ];
    expect(total(types, 'issued')).toBe(9);
    expect(issuedPercent(9, 15)).toBe(60);
    expect(issuedPercent(0, 0)).toBe(0);
  });
});
