import type { AuthMap, SessionUser } from '@campus/api';
import { describe, expect, it } from 'vitest';
import access, { firstAllowedPage, hasModuleAuth, safeRedirect } from '../src/access';

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  username: 'someone',
  name: 'Someone',
  siteId: 'demo',
  isSuper: false,
  roles: [],
  ...over,
});

describe('hasModuleAuth (spec section 6)', () => {
  const map: AuthMap = { system: { module: ['audit'] }, news: { module: [] } };
  it('a module with a non-empty list is usable', () => {
    expect(hasModuleAuth(map, 'system')).toBe(true);
  });
  it('a module with an empty list or no entry is not', () => {
    expect(hasModuleAuth(map, 'news')).toBe(false);
    expect(hasModuleAuth(map, 'repair')).toBe(false);
  });
  it('a sub-permission must be in the list', () => {
    expect(hasModuleAuth(map, 'system', 'audit')).toBe(true);
    expect(hasModuleAuth(map, 'system', 'users')).toBe(false);
  });
});

describe('console access', () => {
  it('nobody logged in may open nothing', () => {
    const a = access({ user: null, auth: { system: { module: ['users'] } } });
    expect(a.loggedIn).toBe(false);
    expect(firstAllowedPage(a)).toBeNull();
  });

  it('a student (empty map) sees no page', () => {
    const a = access({ user: user({ roles: ['student'] }), auth: {} });
    expect([a.canDashboard, a.canUsers, a.canRoles, a.canSites, a.canAudit]).toEqual([false, false, false, false, false]);
    expect(firstAllowedPage(a)).toBeNull();
  });

  it('approvals are for staff: a teacher (no other page) lands on the to-do list, a student has none', () => {
    const teacher = access({ user: user({ roles: ['teacher'] }), auth: {} });
    expect(teacher.canWorkflow).toBe(true);
    expect(teacher.canWorkflowManage).toBe(false);
    expect(firstAllowedPage(teacher)).toBe('/workflow/todo');
    expect(access({ user: user({ roles: ['student'] }), auth: {} }).canWorkflow).toBe(false);
    expect(access({ user: user({ roles: [] }), auth: {} }).canWorkflow).toBe(false);
  });

  it('a user with only the audit sub-permission sees the dashboard and the audit log', () => {
    const a = access({ user: user(), auth: { system: { module: ['audit'] } } });
    expect(a).toMatchObject({ canDashboard: true, canUsers: false, canRoles: false, canSites: false, canAudit: true });
    expect(firstAllowedPage(a)).toBe('/dashboard');
  });

  it('a site administrator (system users/roles/audit) does not manage sites', () => {
    const a = access({ user: user(), auth: { system: { module: ['audit', 'roles', 'sites', 'users'] } } });
    expect(a).toMatchObject({ canUsers: true, canRoles: true, canAudit: true, canSites: false });
  });

  it('a business manager without `system` sees no administration page, only the content it manages', () => {
    const a = access({ user: user(), auth: { news: { module: ['manage'] }, dataStatistics: { module: ['view'] } } });
    expect(a).toMatchObject({ canDashboard: false, canUsers: false, canNews: true, canNotice: false, canContent: true, canMessages: false });
    expect(firstAllowedPage(a)).toBe('/content');
  });

  it('content, statistics, moderation and messages follow their modules', () => {
    const stats = access({ user: user(), auth: { notice: { module: ['statistics'] } } });
    expect(stats).toMatchObject({ canContent: false, canContentStats: true });
    expect(firstAllowedPage(stats)).toBeNull();
    const mod = access({ user: user(), auth: { photowall: { module: ['moderate'] }, message: { module: ['send'] } } });
    expect(mod).toMatchObject({ canContent: false, canModeration: true, canMessages: true });
    expect(firstAllowedPage(mod)).toBe('/moderation');
    expect(access({ user: user(), auth: { photowall: { module: ['view'] } } }).canModeration).toBe(false);
  });

  it('a super-administrator passes every check, sites included', () => {
    const a = access({ user: user({ isSuper: true }), auth: {} });
    expect(a).toMatchObject({ isSuper: true, canDashboard: true, canUsers: true, canRoles: true, canSites: true, canAudit: true });
  });
});

describe('safeRedirect', () => {
  it('keeps console paths, with or without the /admin base', () => {
    expect(safeRedirect('/users?current=2')).toBe('/users?current=2');
    expect(safeRedirect('/admin/audit')).toBe('/audit');
  });
  it('refuses other origins, protocol-relative and login loops', () => {
    expect(safeRedirect('https://evil.example/x')).toBeNull();
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/login?redirect=/users')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
