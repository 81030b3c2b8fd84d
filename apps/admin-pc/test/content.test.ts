import { setLang } from '@campus/i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanAudience, describeAudience, hasAudience } from '../src/pages/content/components/audience';
import { kindsFor, usesRequired, usesSlug } from '../src/pages/content/components/kinds';

afterEach(() => setLang('zh'));

describe('content kinds per permission', () => {
  it('news needs news.manage, every other kind notice.manage', () => {
    expect(kindsFor({ canNews: true, canNotice: false })).toEqual(['news']);
    expect(kindsFor({ canNews: false, canNotice: true })).toEqual(['notice', 'announcement', 'hotissue', 'boda', 'page']);
    expect(kindsFor({ canNews: false, canNotice: false })).toEqual([]);
  });
  it('pages have a slug and no required reading', () => {
    expect([usesSlug('page'), usesRequired('page')]).toEqual([true, false]);
    expect([usesSlug('notice'), usesRequired('notice')]).toEqual([false, true]);
  });
});

describe('audience helpers', () => {
  it('sends only the chosen groups, trimmed and without repeats; the whole site wins', () => {
    expect(cleanAudience({ site: false, roles: [], classes: [' c1 ', 'c1', ''], users: [] })).toEqual({ classes: ['c1'] });
    expect(cleanAudience({ site: true, classes: ['c1'] })).toEqual({ site: true });
    expect(cleanAudience(undefined)).toEqual({ site: true });
  });
  it('an audience with no group at all is refused before sending', () => {
    expect(hasAudience(cleanAudience({ site: false, roles: [], departments: [''] }))).toBe(false);
    expect(hasAudience({ roles: ['student'] })).toBe(true);
  });
  it('describes an audience in the current language with names for ids', () => {
    const names = (_k: 'departments' | 'classes', id: string) => (id === 'c1' ? '计科2401班' : id);
    expect(describeAudience({ site: true })).toBe('全站');
    expect(describeAudience({ roles: ['student'], classes: ['c1'], users: ['u1', 'u2'] }, names)).toBe('角色: 学生; 班级: 计科2401班; 2 人');
    setLang('en');
    expect(describeAudience({ roles: ['student', 'custom_role'] })).toBe('Roles: Students, custom_role');
  });
});
