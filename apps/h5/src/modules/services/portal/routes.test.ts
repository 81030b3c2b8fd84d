import { describe, expect, it } from 'vitest';
import { portalRows } from './routes';

const row = (path: string) => portalRows.find((r) => `${r.module}/${r.page}` === path);
const SCHOOLS = ['csuindex/index', 'csuPage/index', 'csuH5/index', 'pkupage/index', 'applicationHnu/index', 'bjutPage/index', 'bjfuPage/index', 'ustcPage/index', 'xidianPage/home'];
const DIRECTORIES = ['applicationSquare/index', 'applicationSquareEmic/index', 'microStation/index', 'microService/index', 'matrix/index', 'xjauMicroservice/index', 'uestcService/index', 'appPage/index', 'xidianPage/apps'];

describe('portal rows', () => {
  it('serves the twenty rows of the issue', () => {
    expect(portalRows).toHaveLength(20);
    for (const p of [...SCHOOLS, ...DIRECTORIES, 'xidianPage/news', 'xidianPage/addressBook']) expect(row(p), p).toBeDefined();
  });

  it('opens every school home page on the one home screen with its own layout key', () => {
    const loads = new Set(SCHOOLS.map((p) => row(p)?.load));
    expect(loads.size).toBe(1);
    const keys = SCHOOLS.map((p) => row(p)?.variant);
    expect(new Set(keys).size).toBe(SCHOOLS.length);
  });

  it('opens every directory row on the one directory screen, laid out by its variant', () => {
    expect(new Set(DIRECTORIES.map((p) => row(p)?.load)).size).toBe(1);
    expect(row('applicationSquare/index')?.variant).toBe('square');
    expect(row('matrix/index')?.variant).toBe('matrix');
  });
});
