import { describe, expect, it } from 'vitest';
import { blankDraft, clearDraft, readDraft, saveDraft } from './draft';
import { boxOf } from './format';
import { allChosen, buildTree, emptySelection, filterTree, flatten, summary, toggleAll, togglePerson, toggleUnit } from './selection';

const units = [
  { id: 'cs', name: '计算机学院', parentId: null, people: 4 },
  { id: 'ai', name: '人工智能系', parentId: 'cs', people: 2 },
  { id: 'math', name: '数学学院', parentId: null, people: 1 },
  { id: 'orphan', name: '后勤保障部', parentId: 'gone', people: 8 },
];

describe('units tree', () => {
  it('nests units under their parents and keeps orphans as roots', () => {
    const tree = buildTree(units);
    expect(tree.map((n) => n.id).sort()).toEqual(['cs', 'math', 'orphan']);
    expect(tree.find((n) => n.id === 'cs')!.children.map((n) => [n.id, n.depth])).toEqual([['ai', 1]]);
  });

  it('searches by name, keeping the ancestors of a match', () => {
    const shown = filterTree(buildTree(units), '智能');
    expect(flatten(shown).map((n) => n.id)).toEqual(['cs', 'ai']);
    expect(filterTree(buildTree(units), '  ')).toHaveLength(3);
    expect(filterTree(buildTree(units), '不存在')).toEqual([]);
  });

  it('selects all of what is shown, and clears them on a second tap', () => {
    const tree = buildTree(units);
    const shown = filterTree(tree, '学院');
    let s = toggleUnit(emptySelection, 'orphan');
    s = toggleAll(s, shown);
    expect(s.departments.sort()).toEqual(['ai', 'cs', 'math', 'orphan']);
    expect(allChosen(s, shown)).toBe(true);
    s = toggleAll(s, shown);
    expect(s.departments).toEqual(['orphan']);
    expect(allChosen(s, [])).toBe(false);
  });

  it('counts chosen units and people, named people included', () => {
    let s = toggleUnit(emptySelection, 'cs');
    s = togglePerson(s, { id: 'u1', name: '李四' });
    expect(summary(s, units)).toEqual({ units: 1, people: 5 });
    s = togglePerson(toggleUnit(s, 'cs'), { id: 'u1', name: '李四' });
    expect(summary(s, units)).toEqual({ units: 0, people: 0 });
  });
});

describe('draft and text', () => {
  it('keeps the draft across the picker and clears it once sent', () => {
    const mem = new Map<string, string>();
    const store = { getItem: (k: string) => mem.get(k) ?? null, setItem: (k: string, v: string) => void mem.set(k, v), removeItem: (k: string) => void mem.delete(k) };
    expect(readDraft(store)).toEqual(blankDraft);
    saveDraft({ ...blankDraft, title: '通知', receivers: { departments: ['cs'], users: [] } }, store);
    expect(readDraft(store).receivers.departments).toEqual(['cs']);
    clearDraft(store);
    expect(readDraft(store).title).toBe('');
    mem.set('document.draft', '{broken');
    expect(readDraft(store)).toEqual(blankDraft);
  });

  it('opens the box of the rucoffcir row', () => {
    expect(boxOf('already')).toBe('already');
    expect(boxOf(undefined)).toBe('handle');
    expect(boxOf('whatever')).toBe('handle');
  });
});
