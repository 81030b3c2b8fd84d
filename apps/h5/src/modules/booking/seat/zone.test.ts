import { describe, expect, it } from 'vitest';
import { DEFAULT_ZONE, zoneOf } from './zone';

describe('the site’s timezone', () => {
  it('comes from the site’s variants (message.timezone), else the server’s default', () => {
    expect(zoneOf({ variants: { message: { timezone: 'Asia/Kolkata' } } })).toBe('Asia/Kolkata');
    expect(zoneOf({ variants: {} })).toBe(DEFAULT_ZONE);
    expect(zoneOf(null)).toBe('Asia/Shanghai');
    expect(zoneOf({ variants: { message: { timezone: 'Not/AZone' } } })).toBe(DEFAULT_ZONE);
  });
});
