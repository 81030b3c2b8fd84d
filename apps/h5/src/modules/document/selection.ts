/**
 * The receiving units picker (document/choosecompany) as plain data: the site's departments as a
 * tree, a search that keeps the ancestors of what matches, select-all of what is shown, and the
 * named people. Pure, so the screens stay thin and this is tested.
 */
import type { DocUnit } from '@campus/api';

export interface UnitNode {
  id: string;
  name: string;
  people: number;
  depth: number;
  children: UnitNode[];
}

export interface Person {
  id: string;
  name: string;
}

/** What has been chosen so far (units by id, people with their names for display). */
export interface Selection {
  departments: string[];
  users: Person[];
}

export const emptySelection: Selection = { departments: [], users: [] };

/** The flat list as a tree (a unit whose parent is missing is a root), children by name. */
export function buildTree(units: readonly DocUnit[]): UnitNode[] {
  const ids = new Set(units.map((u) => u.id));
  const kids = new Map<string | null, DocUnit[]>();
  for (const u of units) {
    const parent = u.parentId && ids.has(u.parentId) && u.parentId !== u.id ? u.parentId : null;
    kids.set(parent, [...(kids.get(parent) ?? []), u]);
  }
  const seen = new Set<string>();
  const grow = (parent: string | null, depth: number): UnitNode[] =>
    (kids.get(parent) ?? [])
      .filter((u) => !seen.has(u.id) && (seen.add(u.id), true))
      .sort((a, b) => a.name.localeCompare(b.name, 'zh'))
      .map((u) => ({ id: u.id, name: u.name, people: u.people, depth, children: grow(u.id, depth + 1) }));
  return grow(null, 0);
}

/** The tree limited to units whose name contains the keyword, with their ancestors (and all of a match's children). */
export function filterTree(tree: readonly UnitNode[], keyword: string): UnitNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...tree];
  return tree.flatMap((n) => {
    if (n.name.toLowerCase().includes(k)) return [n];
    const children = filterTree(n.children, k);
    return children.length ? [{ ...n, children }] : [];
  });
}

/** Every node in display order (depth first). */
export function flatten(tree: readonly UnitNode[]): UnitNode[] {
  return tree.flatMap((n) => [n, ...flatten(n.children)]);
}

export function toggleUnit(s: Selection, id: string): Selection {
  const has = s.departments.includes(id);
  return { ...s, departments: has ? s.departments.filter((d) => d !== id) : [...s.departments, id] };
}

/** Select-all of what is shown: when every shown unit is chosen it clears them, else it adds the missing ones. */
export function toggleAll(s: Selection, shown: readonly UnitNode[]): Selection {
  const ids = flatten(shown).map((n) => n.id);
  const all = ids.length > 0 && ids.every((id) => s.departments.includes(id));
  if (all) return { ...s, departments: s.departments.filter((d) => !ids.includes(d)) };
  return { ...s, departments: [...s.departments, ...ids.filter((id) => !s.departments.includes(id))] };
}

export function allChosen(s: Selection, shown: readonly UnitNode[]): boolean {
  const ids = flatten(shown).map((n) => n.id);
  return ids.length > 0 && ids.every((id) => s.departments.includes(id));
}

export function togglePerson(s: Selection, p: Person): Selection {
  const has = s.users.some((u) => u.id === p.id);
  return { ...s, users: has ? s.users.filter((u) => u.id !== p.id) : [...s.users, p] };
}

/** How many units are chosen and how many people they hold (a named person may also be in one: at most this many). */
export function summary(s: Selection, units: readonly DocUnit[]): { units: number; people: number } {
  const chosen = new Set(s.departments);
  const inUnits = units.filter((u) => chosen.has(u.id)).reduce((n, u) => n + u.people, 0);
  return { units: chosen.size, people: inUnits + s.users.length };
}
