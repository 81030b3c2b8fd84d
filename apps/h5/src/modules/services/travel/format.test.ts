import { describe, expect, it } from 'vitest';
import { firstProblem, type TripForm } from './format';

const form = (o: Partial<TripForm> = {}): TripForm => ({
  destination: '杭州',
  region: '浙江',
  departDate: '2030-01-10',
  returnDate: '2030-01-12',
  transport: 'train',
  reason: '探亲',
  contactName: '张父',
  contactPhone: '13800138000',
  ...o,
});

describe('travel form check', () => {
  it('passes a complete trip', () => {
    expect(firstProblem(form(), '2030-01-01')).toBeNull();
  });
  it('names the first missing or wrong field', () => {
    expect(firstProblem(form({ region: ' ' }), '2030-01-01')).toBe('region');
    expect(firstProblem(form({ departDate: '2029-12-31' }), '2030-01-01')).toBe('departDate');
    expect(firstProblem(form({ returnDate: '2030-01-09' }), '2030-01-01')).toBe('returnDate');
    expect(firstProblem(form({ returnDate: '2030-12-31' }), '2030-01-01')).toBe('returnDate');
    expect(firstProblem(form({ contactPhone: 'abc' }), '2030-01-01')).toBe('contactPhone');
  });
});
