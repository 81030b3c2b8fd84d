import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../route-types';
import { groupByFamily, hallItems, matches } from './hall';

const load = async () => ({ default: () => null });
const entry = (module: string, page: string, family: string, hall?: RouteEntry['hall']): RouteEntry => ({
  module,
  page,
  family,
  load,
  title: 'h5.title.personal',
  appKey: module,
  ...(hall ? { hall } : {}),
});

const table: RouteEntry[] = [
  entry('center', 'personal', 'core', { label: 'h5.title.personal', icon: 'a' }),
  entry('center', 'edit', 'core'),
  entry('news', 'index', 'content', { label: 'h5.title.help', icon: 'b' }),
  entry('repair', 'sendorder', 'services', { label: 'h5.title.help', icon: 'c', requires: { module: 'repair', sub: 'dispatch' } }),
];

describe('service hall entries', () => {
  it('lists only routes flagged for the hall', () => {
    expect(hallItems(table, {}, []).map((i) => i.key)).toEqual(['center/personal', 'news/index']);
  });

  it('shows administrators’ entries only to holders of the permission', () => {
    expect(hallItems(table, { repair: { module: ['work'] } }, []).map((i) => i.key)).not.toContain('repair/sendorder');
    expect(hallItems(table, { repair: { module: ['dispatch'] } }, []).map((i) => i.key)).toContain('repair/sendorder');
  });

  it('leaves out what the site hides, by module or by route', () => {
    expect(hallItems(table, {}, ['news']).map((i) => i.key)).toEqual(['center/personal']);
    expect(hallItems(table, {}, ['center/personal']).map((i) => i.key)).toEqual(['news/index']);
  });

  it('groups by family in table order and searches case-insensitively', () => {
    const groups = groupByFamily(hallItems(table, {}, []));
    expect(groups.map(([f]) => f)).toEqual(['core', 'content']);
    expect(matches('My QR code', 'qr')).toBe(true);
    expect(matches('个人中心', '中心')).toBe(true);
    expect(matches('个人中心', '二维码')).toBe(false);
    expect(matches('anything', '  ')).toBe(true);
  });
});
