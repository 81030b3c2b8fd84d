import { describe, expect, it } from 'vitest';
import { consoleTarget } from './pc-target';

describe('generalAppPc rows open the console', () => {
  it('maps each desktop page to its console tab or sub-route', () => {
    expect(consoleTarget('manage', '')).toBe('/admin/booking/generalApp?tab=manage');
    expect(consoleTarget('record', '')).toBe('/admin/booking/generalApp?tab=record');
    expect(consoleTarget('information', '')).toBe('/admin/booking/generalApp/information');
  });
  it('keeps the query the link carried (an appointment id)', () => {
    expect(consoleTarget('details', '?id=abc')).toBe('/admin/booking/generalApp/details?id=abc');
    expect(consoleTarget('nameList', '?date=2026-11-24')).toBe('/admin/booking/generalApp?tab=nameList&date=2026-11-24');
  });
  it('an unknown variant opens the appointments page', () => {
    expect(consoleTarget(undefined, '')).toBe('/admin/booking/generalApp');
  });
});
