/** Pure helpers of the live store: reading an event and counting it. */
import type { MessageCounts } from '@campus/api';

export interface ArrivalShape {
  id: string;
  category: string;
  kind: 'info' | 'todo';
  title: string;
  body: string;
  link: string;
  at: number;
}

/** The `message` event's JSON, or null when it is not one. */
export function parseArrival(data: string): ArrivalShape | null {
  try {
    const v = JSON.parse(data) as Partial<ArrivalShape> | null;
    if (!v || typeof v.id !== 'string' || typeof v.title !== 'string') return null;
    return {
      id: v.id,
      category: typeof v.category === 'string' ? v.category : '',
      kind: v.kind === 'todo' ? 'todo' : 'info',
      title: v.title,
      body: typeof v.body === 'string' ? v.body : '',
      link: typeof v.link === 'string' ? v.link : '',
      at: typeof v.at === 'number' ? v.at : Math.floor(Date.now() / 1000),
    };
  } catch {
    return null;
  }
}

/** The counts once one more unread message has arrived. */
export function countArrival(c: MessageCounts, m: ArrivalShape): MessageCounts {
  const has = c.categories.some((x) => x.category === m.category);
  return {
    unread: c.unread + 1,
    todo: c.todo + (m.kind === 'todo' ? 1 : 0),
    categories: has
      ? c.categories.map((x) => (x.category === m.category ? { ...x, unread: x.unread + 1, total: x.total + 1 } : x))
      : [...c.categories, { category: m.category, unread: 1, total: 1 }],
  };
}

/**
 * A message's link as a path inside the app: `/site/notice/noticepage?id=1` and
 * `/pku/site/notice/...` become `/notice/noticepage?id=1`; other links are returned as is.
 */
export function appPathOf(link: string): string {
  const m = /^(?:\/[a-z0-9_-]+)?\/site(\/.*)$/.exec(link);
  return m?.[1] ?? link;
}
