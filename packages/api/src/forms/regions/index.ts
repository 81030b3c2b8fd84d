/**
 * Region fields' choices: China's provinces, cities and districts (data.ts, generated), as a
 * cascader tree `levels` deep. The data (~50 KB) is imported on first use, so screens without a
 * region field never load it.
 */
import type { RegionData } from './data.js';

export interface RegionNode {
  label: string;
  value: string;
  children?: RegionNode[];
}

let loaded: Promise<RegionData> | undefined;
const data = () => (loaded ??= import('./data.js').then((m) => m.REGIONS));

/** The tree of names, `levels` (1-3) deep. */
export async function regionTree(levels: number): Promise<RegionNode[]> {
  const list = await data();
  const leaf = (name: string): RegionNode => ({ label: name, value: name });
  return list.map(([p, cities]) =>
    levels <= 1 ? leaf(p) : { ...leaf(p), children: cities.map(([c, areas]) => (levels === 2 || !areas.length ? leaf(c) : { ...leaf(c), children: areas.map(leaf) })) },
  );
}

/** Whether `names` is a path of the dataset (province, then its city, then its district). */
export async function isRegion(names: readonly string[]): Promise<boolean> {
  const list = await data();
  const p = list.find(([name]) => name === names[0]);
  if (!p || names.length === 1) return Boolean(p);
  const c = p[1].find(([name]) => name === names[1]);
  if (!c || names.length === 2) return Boolean(c);
  return names.length === 3 && c[1].includes(names[2]!);
}
