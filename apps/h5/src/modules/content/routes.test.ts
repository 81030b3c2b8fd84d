import { describe, expect, it } from 'vitest';
import tsv from '../../seed-routes.tsv?raw';
import { findRoute } from '../../routes';
import { LIST_VARIANTS } from './shared/kinds';

const contentRows = tsv
  .split('\n')
  .slice(1)
  .map((l) => l.split('\t'))
  .filter((c) => c[2] === 'content')
  .map((c) => ({ module: c[0] ?? '', page: c[1] ?? '' }));

describe('content family routes', () => {
  it('serves every content row of the seed', () => {
    expect(contentRows.length).toBeGreaterThan(30);
    const missing = contentRows.filter((r) => !findRoute(r.module, r.page)).map((r) => `${r.module}/${r.page}`);
    expect(missing).toEqual([]);
  });

  it('opens the school rows with the shared list and detail screens', () => {
    const news = findRoute('news', 'index');
    for (const m of ['tjuNews', 'tjuNotice', 'tjuOfficial', 'ucassnews'])
      expect(findRoute(m, 'index')?.load).toBe(news?.load);
    expect(findRoute('tjuNotice', 'detail')?.load).toBe(findRoute('news', 'detail')?.load);
  });

  it('gives every list variant a known list behaviour', () => {
    for (const r of contentRows) {
      const v = findRoute(r.module, r.page)?.variant;
      if (v && findRoute(r.module, r.page)?.load === findRoute('news', 'index')?.load)
        expect(LIST_VARIANTS[v], v).toBeDefined();
    }
  });
});
