import { describe, expect, it } from 'vitest';
import { afterPage } from './usePaged';

const empty = { key: 'a', list: [] as number[], next: 1, more: true, loaded: false };

describe('paging a list', () => {
  it('appends the next page and stops at the total', () => {
    const one = afterPage(empty, 'a', 1, { list: [1, 2], total: 3 });
    expect(one).toMatchObject({ list: [1, 2], next: 2, more: true, loaded: true });
    expect(afterPage(one, 'a', 2, { list: [3], total: 3 })).toMatchObject({ list: [1, 2, 3], next: 3, more: false });
  });
  it('starts again from the first page for another filter', () => {
    const one = afterPage(empty, 'a', 1, { list: [1, 2], total: 9 });
    expect(afterPage(one, 'b', 1, { list: [7], total: 1 })).toMatchObject({ key: 'b', list: [7], more: false });
  });
  it('replaces the list on a refresh', () => {
    const two = afterPage(afterPage(empty, 'a', 1, { list: [1, 2], total: 9 }), 'a', 2, { list: [3, 4], total: 9 });
    expect(afterPage(two, 'a', 1, { list: [0, 1], total: 9 })).toMatchObject({ list: [0, 1], next: 2 });
  });
  it('drops a page that arrives twice or out of turn', () => {
    const one = afterPage(empty, 'a', 1, { list: [1, 2], total: 9 });
    expect(afterPage(one, 'a', 3, { list: [5], total: 9 })).toBe(one);
  });
  it('stops when the server answers an empty page', () => {
    expect(afterPage(empty, 'a', 1, { list: [], total: 5 }).more).toBe(false);
  });
});
