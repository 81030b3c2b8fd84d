import { describe, expect, it } from 'vitest';
import { audienceText, fromAudience, toAudience } from '../src/components/audience';
import { dayOf, toRuleValues, toSaveRule } from '../src/pages/clock/components/helpers';

describe('audience fields', () => {
  it('sends only the groups chosen, and reads them back', () => {
    expect(toAudience({ audienceKind: 'site', roles: ['student'] })).toEqual({ site: true });
    expect(toAudience({ audienceKind: 'some', roles: ['student'], departments: [], classes: undefined })).toEqual({ roles: ['student'] });
    expect(fromAudience({ departments: ['d1'] })).toEqual({ audienceKind: 'some', roles: [], departments: ['d1'], classes: [] });
    expect(audienceText({ site: true })).toBe('全站可见');
    expect(audienceText({ roles: ['a', 'b'], classes: ['c'] })).toBe('3 项');
  });
});

describe('clock-in rule form', () => {
  it('turns the form into the save input: empty late means never late, dates kept as dates', () => {
    const input = toSaveRule(
      {
        name: '晨读',
        audienceKind: 'some',
        roles: ['student'],
        weekdays: [1, 3],
        dates: [{ format: () => '2026-09-01' }, '2027-01-15T00:00:00'],
        windows: [{ name: '早', start: '07:00', end: '08:00', late: '' }],
        places: [],
        active: true,
      },
      'r1',
    );
    expect(input).toEqual({
      id: 'r1',
      name: '晨读',
      audience: { roles: ['student'] },
      weekdays: [1, 3],
      windows: [{ name: '早', start: '07:00', end: '08:00', late: null }],
      places: [],
      startsOn: '2026-09-01',
      endsOn: '2027-01-15',
      active: true,
    });
    expect(dayOf(undefined)).toBeUndefined();
  });

  it('opens a new rule with a weekday morning window for students', () => {
    expect(toRuleValues()).toMatchObject({ weekdays: [1, 2, 3, 4, 5], audienceKind: 'some', roles: ['student'] });
  });
});
