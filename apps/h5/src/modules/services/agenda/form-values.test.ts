import { describe, expect, it } from 'vitest';
import { blankItem, fromItem, toInput, withStart } from './form-values';

describe('the agenda item form', () => {
  it('carries the end along when the start moves past it', () => {
    const v = blankItem('2026-12-01', [15]);
    expect(withStart(v, '2026-12-03', '09:00')).toMatchObject({ startDate: '2026-12-03', endDate: '2026-12-03', endTime: '10:00' });
    expect(withStart(v, '2026-12-01', '11:00')).toMatchObject({ endDate: '2026-12-01', endTime: '11:00' });
    // A multi-day item keeps its own later end.
    const trip = { ...v, endDate: '2026-12-05' };
    expect(withStart(trip, '2026-12-02', '09:00').endDate).toBe('2026-12-05');
  });
  it('sends no times for all-day items and no end for a one-off', () => {
    const v = { ...blankItem('2026-12-01', []), allDay: true, repeatUntil: '2026-12-31' };
    expect(toInput(v)).toMatchObject({ startTime: undefined, endTime: undefined, repeatUntil: undefined });
    expect(toInput({ ...v, allDay: false, repeat: 'weekly' })).toMatchObject({ startTime: '09:00', repeatUntil: '2026-12-31' });
  });
  it('opens an all-day item with usable times should it become timed', () => {
    const v = fromItem({ ...blankItem('2026-12-01', []), allDay: true, startTime: '', endTime: '', repeatUntil: null });
    expect(v).toMatchObject({ startTime: '09:00', endTime: '10:00', repeatUntil: '' });
  });
});
