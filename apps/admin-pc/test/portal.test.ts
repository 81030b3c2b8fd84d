import { homeSection, type HomeSection } from '@campus/api';
import { describe, expect, it } from 'vitest';
import access from '../src/access';
import { SECTION_TYPES, move, newSection, removeAt, sectionIndexOf } from '../src/pages/portal/sections';

describe('portal page access', () => {
  const user = { id: 'u', name: 'x', username: 'x', siteId: 'demo', isSuper: false, roles: [] };
  it('opens for holders of portal.manage, inside the services menu', () => {
    const a = access({ user, auth: { portal: { module: ['manage'] } } });
    expect(a.canPortal).toBe(true);
    expect(a.canServices).toBe(true);
    expect(access({ user, auth: { officeTel: { module: ['manage'] } } }).canPortal).toBe(false);
  });
});

describe('home layout editor', () => {
  it('adds sections of every type with unique ids', () => {
    const list: HomeSection[] = [];
    for (const type of SECTION_TYPES) list.push(newSection(type, list));
    list.push(newSection('news', list));
    expect(new Set(list.map((s) => s.id)).size).toBe(list.length);
    expect(list.map((s) => s.type)).toEqual([...SECTION_TYPES, 'news']);
  });

  it('starts the ready-to-show types valid, and the ones needing content flagged by the contract', () => {
    expect(homeSection.safeParse(newSection('news', [])).success).toBe(true);
    expect(homeSection.safeParse(newSection('entries', [])).success).toBe(true);
    expect(homeSection.safeParse(newSection('phoneBook', [])).success).toBe(true);
    // An empty banner image must be filled in before saving.
    expect(homeSection.safeParse(newSection('banner', [])).success).toBe(false);
  });

  it('moves and removes sections, staying inside the list', () => {
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('finds the section a refusal names', () => {
    expect(sectionIndexOf('sections.2.items.0.image')).toBe(2);
    expect(sectionIndexOf('sections.0')).toBe(0);
    expect(sectionIndexOf('key')).toBeNull();
    expect(sectionIndexOf(null)).toBeNull();
  });
});
