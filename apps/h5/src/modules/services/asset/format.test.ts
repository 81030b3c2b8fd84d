import { describe, expect, it } from 'vitest';
import { codeFromScan, parseRecent, pushRecent, repairPath, RECENT_MAX } from './format';

describe('asset screen helpers', () => {
  it('reads the code from a scanned label or a typed code', () => {
    expect(codeFromScan('https://campus.example/site/asset/index?code=ZC-2024-0001')).toBe('ZC-2024-0001');
    expect(codeFromScan('/pku/site/asset/index?code=LBL%2F01')).toBe('LBL/01');
    expect(codeFromScan('  ZC-1 ')).toBe('ZC-1');
    expect(codeFromScan('https://elsewhere.example/page')).toBeNull();
    expect(codeFromScan('not a code!')).toBeNull();
    expect(codeFromScan('')).toBeNull();
  });
  it('keeps the recent list short, newest first, without duplicates', () => {
    let list = pushRecent([], { code: 'A', name: 'a' });
    list = pushRecent(list, { code: 'B', name: 'b' });
    list = pushRecent(list, { code: 'A', name: 'a2' });
    expect(list).toEqual([
      { code: 'A', name: 'a2' },
      { code: 'B', name: 'b' },
    ]);
    for (let i = 0; i < 20; i++) list = pushRecent(list, { code: `C${i}`, name: '' });
    expect(list).toHaveLength(RECENT_MAX);
  });
  it('reads whatever the storage holds', () => {
    expect(parseRecent(null)).toEqual([]);
    expect(parseRecent('{oops')).toEqual([]);
    expect(parseRecent('[{"code":"A","name":"a"},{"code":1}]')).toEqual([{ code: 'A', name: 'a' }]);
  });
  it('links a fault report to the asset', () => {
    expect(repairPath('LBL/01')).toBe('/repair/index?asset=LBL%2F01');
  });
});
