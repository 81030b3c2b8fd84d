import { describe, expect, it } from 'vitest';
import { parseBase, splitRoute, stripMobileMarker } from './location';

describe('site segment detection', () => {
  it('uses /site for the default site', () => {
    expect(parseBase('/site/center/personal')).toEqual({ site: undefined, basename: '/site' });
    expect(parseBase('/site/')).toEqual({ site: undefined, basename: '/site' });
    expect(parseBase('/site')).toEqual({ site: undefined, basename: '/site' });
  });

  it('takes the segment before /site/ as the site and keeps it in the basename', () => {
    expect(parseBase('/pku/site/center/login')).toEqual({ site: 'pku', basename: '/pku/site' });
    expect(parseBase('/fudan/site/')).toEqual({ site: 'fudan', basename: '/fudan/site' });
  });

  it('does not read a module named like a site as a site', () => {
    expect(parseBase('/site/center/site')).toEqual({ site: undefined, basename: '/site' });
    expect(parseBase('/Evil/site/x')).toEqual({ site: undefined, basename: '/site' });
  });
});

describe('m_ marker', () => {
  it('strips m_ from the first segment after the base', () => {
    expect(stripMobileMarker('/m_center/personal')).toBe('/center/personal');
    expect(stripMobileMarker('/m_news/index')).toBe('/news/index');
  });

  it('leaves paths without the marker alone', () => {
    expect(stripMobileMarker('/center/m_personal')).toBeUndefined();
    expect(stripMobileMarker('/center/personal')).toBeUndefined();
    expect(stripMobileMarker('/m_')).toBeUndefined();
  });
});

describe('splitRoute', () => {
  it('reads /{module}/{page}, a bare module as its index and the root as home', () => {
    expect(splitRoute('/center/personal')).toEqual({ module: 'center', page: 'personal' });
    expect(splitRoute('/publicsso')).toEqual({ module: 'publicsso', page: 'index' });
    expect(splitRoute('/')).toEqual({ module: '', page: '' });
    expect(splitRoute('/a/b/c')).toBeUndefined();
  });
});
