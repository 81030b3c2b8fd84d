/** The console's small pure helpers for documents: the department tree for TreeSelect. */
import type { DocUnit } from '@campus/api';

export interface TreeNode {
  title: string;
  value: string;
  key: string;
  children: TreeNode[];
}

export function unitTree(units: readonly DocUnit[]): TreeNode[] {
  const ids = new Set(units.map((u) => u.id));
  const byParent = new Map<string | null, DocUnit[]>();
  for (const u of units) {
    const p = u.parentId && ids.has(u.parentId) && u.parentId !== u.id ? u.parentId : null;
    byParent.set(p, [...(byParent.get(p) ?? []), u]);
  }
  const seen = new Set<string>();
  const grow = (p: string | null): TreeNode[] =>
    (byParent.get(p) ?? []).filter((u) => !seen.has(u.id) && (seen.add(u.id), true)).map((u) => ({ title: `${u.name}（${u.people}）`, value: u.id, key: u.id, children: grow(u.id) }));
  return grow(null);
}
