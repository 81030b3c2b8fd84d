import { describe, expect, it } from 'vitest';
import { zoneOf } from './zone';

describe('the site’s timezone', () => {
  it('is the one the server sends with the site, else the phone’s own', () => {
    expect(zoneOf({ timezone: 'Asia/Kolkata' })).toBe('Asia/Kolkata');
    expect(zoneOf(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
