import { describe, expect, it } from 'vitest';
import { tabMatches } from './tabs';

describe('message centre tabs', () => {
  const info = { category: 'notice', kind: 'info' as const };
  const todo = { category: 'notice', kind: 'todo' as const };
  it('puts a live message in all, its category, and to-do when it is one', () => {
    expect(tabMatches('all', info, false)).toBe(true);
    expect(tabMatches('c:notice', info, false)).toBe(true);
    expect(tabMatches('c:system', info, false)).toBe(false);
    expect(tabMatches('todo', info, false)).toBe(false);
    expect(tabMatches('todo', todo, false)).toBe(true);
    expect(tabMatches('todo', todo, true)).toBe(false);
  });
});
