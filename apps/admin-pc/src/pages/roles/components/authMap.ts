/**
 * The permission-map editor's rules, kept pure for unit tests: which modules to list (the known
 * ones plus any the map already holds), and checking or unchecking a sub-permission or a module.
 * A module whose list becomes empty is removed (an empty list means "no access" anyway).
 */
import type { AuthMap } from '@campus/api';

export interface ModuleInfo {
  key: string;
  subs: string[];
}

/** Known modules first (in the server's order), then modules only the map mentions, with their subs. */
export function editorRows(known: ModuleInfo[], map: AuthMap): ModuleInfo[] {
  const rows = known.map((m) => ({ key: m.key, subs: [...m.subs] }));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  for (const [key, entry] of Object.entries(map)) {
    const row = byKey.get(key);
    if (row) {
      for (const s of entry.module) if (!row.subs.includes(s)) row.subs.push(s);
    } else {
      const added = { key, subs: [...entry.module] };
      rows.push(added);
      byKey.set(key, added);
    }
  }
  return rows;
}

export function setSubs(map: AuthMap, module: string, subs: string[]): AuthMap {
  const next: AuthMap = { ...map };
  const unique = [...new Set(subs)].sort();
  if (unique.length === 0) delete next[module];
  else next[module] = { module: unique };
  return next;
}

export function toggleSub(map: AuthMap, module: string, sub: string, on: boolean): AuthMap {
  const current = map[module]?.module ?? [];
  return setSubs(map, module, on ? [...current, sub] : current.filter((s) => s !== sub));
}

/** Whole module on = every sub-permission it offers; off = removed from the map. */
export function toggleModule(map: AuthMap, row: ModuleInfo, on: boolean): AuthMap {
  return setSubs(map, row.key, on ? row.subs : []);
}

export function moduleState(map: AuthMap, row: ModuleInfo): 'all' | 'some' | 'none' {
  const held = map[row.key]?.module ?? [];
  if (held.length === 0) return 'none';
  return row.subs.every((s) => held.includes(s)) ? 'all' : 'some';
}

export function countGranted(map: AuthMap): number {
  return Object.values(map).reduce((n, e) => n + e.module.length, 0);
}
