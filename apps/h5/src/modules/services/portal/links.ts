/** Where home-section links go: paths of this app through the router, outside addresses in the browser. */
import type { ContentSummary } from '@campus/api';

export const isOutside = (target: string): boolean => /^https?:\/\//i.test(target);

/** What a news or notices section lists, where its items open and its "more" goes. */
export const CONTENT_OF = {
  news: { kind: 'news', detail: '/news/detail', more: '/news/index' },
  notices: { kind: 'notice', detail: '/notice/noticepage', more: '/notice/index' },
} as const;

export const detailPath = (type: keyof typeof CONTENT_OF, item: Pick<ContentSummary, 'id'>) => `${CONTENT_OF[type].detail}?id=${encodeURIComponent(item.id)}`;

/** A date of a content item as the lists show it (yyyy-mm-dd in the phone's zone). */
export function dayOf(seconds: number | null): string {
  if (seconds === null) return '';
  const d = new Date(seconds * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
