/**
 * The layout editor's rules, kept free of React: a new section of each type with its defaults,
 * moving and removing sections, and which section a bad-input answer names.
 */
import { SECTION_TYPES, type HomeSection, type SectionType } from '@campus/api';

export { SECTION_TYPES };

/** A fresh section of `type`, its id unique among `existing`. */
export function newSection(type: SectionType, existing: readonly HomeSection[]): HomeSection {
  let n = existing.length + 1;
  const taken = new Set(existing.map((s) => s.id));
  while (taken.has(`${type}-${n}`)) n += 1;
  const id = `${type}-${n}`;
  switch (type) {
    case 'banner':
      return { id, type, title: '', items: [{ image: '', title: '' }] };
    case 'entries':
      return { id, type, title: '', source: 'popular', appIds: [], limit: 8, columns: 4 };
    case 'news':
    case 'notices':
      return { id, type, title: '', limit: 5 };
    case 'links':
      return { id, type, title: '', items: [{ title: '', target: '' }] };
    case 'phoneBook':
      return { id, type, title: '', showEmergency: true };
  }
}

/** The list with the section at `index` moved by `by` places (kept inside the list). */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** `sections.2.items.0.image` -> 2: the section a refusal is about, or null. */
export function sectionIndexOf(field: string | null | undefined): number | null {
  const m = /^sections\.(\d+)(?:\.|$)/.exec(field ?? '');
  return m ? Number(m[1]) : null;
}

/** Replaces one section (the editors hand back a changed copy). */
export const replaceAt = (list: readonly HomeSection[], index: number, s: HomeSection): HomeSection[] => list.map((x, i) => (i === index ? s : x));
