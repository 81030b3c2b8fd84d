import { describe, expect, it } from 'vitest';
import { isRegion, regionTree } from './index.js';

describe('regions', () => {
  it('has every province-level division, with cities and districts', async () => {
    const tree = await regionTree(3);
    expect(tree).toHaveLength(34);
    const hebei = tree.find((p) => p.value === '河北省')!;
    expect(hebei.children!.find((c) => c.value === '石家庄市')!.children!.map((d) => d.value)).toContain('长安区');
    expect(tree.find((p) => p.value === '北京市')!.children!.map((c) => c.value)).toEqual(['北京市']);
  });

  it('is as deep as the field asks', async () => {
    expect((await regionTree(1))[0]!.children).toBeUndefined();
    expect((await regionTree(2))[0]!.children![0]!.children).toBeUndefined();
  });

  it('knows real paths', async () => {
    expect(await isRegion(['北京市', '北京市', '海淀区'])).toBe(true);
    expect(await isRegion(['河北省', '石家庄市'])).toBe(true);
    expect(await isRegion(['河北省', '海淀区'])).toBe(false);
  });
});
