import type { PortalApp, PortalCategory } from '@campus/api';
import { describe, expect, it } from 'vitest';
import { groupApps, iconText, isImageIcon, moveUp, pick, startAt, styleOf } from './directory';

const cat = (id: string): PortalCategory => ({ id, name: `c-${id}`, icon: '', sort: 0, apps: 1 });
const app = (id: string, categoryId: string | null, extra: Partial<PortalApp> = {}): PortalApp => ({
  id, name: `app ${id}`, icon: '', description: '', categoryId, kind: 'route', target: '/news/index', ssoMethod: null, roles: [], enabled: true, sort: 0, uses: 0, ...extra,
});
const cats = [cat('life'), cat('work')];
const apps = [app('tel', 'life'), app('bus', 'life'), app('jw', 'work'), app('loose', null)];

describe('where sid opens the directory', () => {
  it('opens at a category, or at an app’s category pointing it out', () => {
    expect(startAt('work', cats, apps)).toEqual({ categoryId: 'work', appId: null, unknown: false });
    expect(startAt('bus', cats, apps)).toEqual({ categoryId: 'life', appId: 'bus', unknown: false });
  });

  it('opens at all apps when sid is missing, blank or names nothing the user may see', () => {
    expect(startAt(null, cats, apps)).toEqual({ categoryId: null, appId: null, unknown: false });
    expect(startAt('  ', cats, apps).unknown).toBe(false);
    expect(startAt('secret-app', cats, apps)).toEqual({ categoryId: null, appId: null, unknown: true });
  });
});

describe('laying out the directory', () => {
  it('takes the style from the route variant, grid by default', () => {
    expect(styleOf('square')).toBe('square');
    expect(styleOf('matrix')).toBe('matrix');
    expect(styleOf(undefined)).toBe('grid');
    expect(styleOf('csu')).toBe('grid');
  });

  it('groups by category in order, apps without one last, empty groups left out', () => {
    const groups = groupApps([cat('empty'), ...cats], apps, 'other');
    expect(groups.map((g) => [g.name, g.apps.map((a) => a.id)])).toEqual([
      ['c-life', ['tel', 'bus']],
      ['c-work', ['jw']],
      ['other', ['loose']],
    ]);
  });

  it('picks favourites in their order and moves one up', () => {
    expect(pick(['jw', 'gone', 'tel'], apps).map((a) => a.id)).toEqual(['jw', 'tel']);
    expect(moveUp(['a', 'b', 'c'], 2)).toEqual(['a', 'c', 'b']);
    expect(moveUp(['a', 'b'], 0)).toEqual(['a', 'b']);
  });

  it('draws an image icon or the first characters', () => {
    expect(isImageIcon('/site/attach?file=all/x.png')).toBe(true);
    expect(isImageIcon('https://cdn.example/x.png')).toBe(true);
    expect(iconText(app('x', null, { icon: '话', name: '电话黄页' }))).toBe('话');
    expect(iconText(app('x', null, { icon: '', name: '电话黄页' }))).toBe('电话');
  });
});
