/** The activity console's pure glue: form values to the save endpoint's input, and the audience. */
import { describe, expect, it } from 'vitest';
import { contract } from '@campus/api';
import { audienceOf, seconds, toSaveInput } from '../src/pages/activity/form';

describe('activity form', () => {
  it('turns picker values into seconds and the audience into the contract shape', () => {
    expect(seconds(1_700_000_000_500)).toBe(1_700_000_000);
    expect(seconds('2026-11-22 10:00:00')).toBe(Math.floor(Date.parse('2026-11-22T10:00:00') / 1000));
    expect(audienceOf({})).toEqual({ site: true });
    expect(audienceOf({ site: false, roles: ['student'] })).toEqual({ roles: ['student'] });
    expect(audienceOf({ site: true, roles: ['student'] })).toEqual({ site: true });
  });

  it('builds input the contract accepts', () => {
    const input = toSaveInput(
      { title: '讲座', category: 'academic', organiser: '学院', time: [2_000_000_000_000, 2_000_003_600_000], signup: [1_900_000_000_000, 1_999_000_000_000], capacity: 50, roles: ['student'] },
      undefined,
      '',
    );
    const parsed = contract.activity.save.input.safeParse(input);
    expect(parsed.success).toBe(true);
    expect(input).toMatchObject({ startsAt: 2_000_000_000, capacity: 50, published: true, audience: { roles: ['student'] } });
    expect(toSaveInput({ title: 'x', category: 'other', organiser: 'y', time: [0, 1000], signup: [0, 1000], capacity: null }, 'A1', 'C').id).toBe('A1');
  });
});
