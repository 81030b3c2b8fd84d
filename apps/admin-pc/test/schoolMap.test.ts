/** The campus map page opens for holders of schoolMap.manage (the server's rule for every edit), under the services menu. */
import type { SessionUser } from '@campus/api';
import { describe, expect, it } from 'vitest';
import access, { firstAllowedPage } from '../src/access';
import services from '../config/services';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({ id: 'u1', username: 'u', name: 'U', siteId: 'demo', isSuper: false, roles: [], ...over });

describe('campus map console access', () => {
  it('opens the page and the services menu for schoolMap.manage alone', () => {
    const a = access({ user: user(), auth: { schoolMap: { module: ['manage'] } } });
    expect(a.canSchoolMap).toBe(true);
    expect(a.canServices).toBe(true);
    expect(firstAllowedPage(a)).toBe('/services/schoolMap');
  });

  it('keeps it from those without the sub-permission', () => {
    expect(access({ user: user(), auth: { schoolMap: { module: ['view'] } } }).canSchoolMap).toBe(false);
    expect(access({ user: user(), auth: { officeTel: { module: ['manage'] } } }).canSchoolMap).toBe(false);
    expect(access({ user: null, auth: { schoolMap: { module: ['manage'] } } }).canSchoolMap).toBe(false);
  });

  it('is a route of the services menu gated by that flag', () => {
    expect(services.find((r) => r.path === '/services/schoolMap')).toMatchObject({ access: 'canSchoolMap', component: './schoolMap', name: 'schoolMap' });
  });
});
