import { describe, expect, it } from 'vitest';
import { appPathOf, countArrival, parseArrival } from './live-counts';

describe('live counts', () => {
  const counts = { unread: 2, todo: 1, categories: [{ category: 'notice', unread: 2, total: 5 }] };

  it('counts an arrival in its category and the to-do count', () => {
    const m = parseArrival(
      JSON.stringify({ id: 'a', category: 'notice', kind: 'todo', title: 'T', body: '', link: '', at: 1 }),
    );
    expect(m).not.toBeNull();
    expect(countArrival(counts, m!)).toEqual({
      unread: 3,
      todo: 2,
      categories: [{ category: 'notice', unread: 3, total: 6 }],
    });
  });

  it('adds a category it has not seen', () => {
    const m = parseArrival(JSON.stringify({ id: 'b', category: 'system', kind: 'info', title: 'T' }))!;
    expect(countArrival(counts, m).categories).toContainEqual({ category: 'system', unread: 1, total: 1 });
    expect(countArrival(counts, m).todo).toBe(1);
  });

  it('ignores what is not a message', () => {
    expect(parseArrival('{}')).toBeNull();
    expect(parseArrival('not json')).toBeNull();
    expect(parseArrival('null')).toBeNull();
  });

  it('turns portal links into app paths', () => {
    expect(appPathOf('/site/notice/noticepage?id=1')).toBe('/notice/noticepage?id=1');
    expect(appPathOf('/pku/site/message/index')).toBe('/message/index');
    expect(appPathOf('/notice/index')).toBe('/notice/index');
  });
});
