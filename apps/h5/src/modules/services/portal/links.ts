/** Where home-section links go: paths of this app through the router, outside addresses in the browser. */
import type { ContentSummary } from '@campus/api';
import { dateText } from '../../../lib/time';

export const isOutside = (target: string): boolean => /^https?:\/\//i.test(target);

/** What a news or notices section lists, where its items open and its "more" goes. */
export const CONTENT_OF = {
  news: { kind: 'news', detail: '/news/detail', more: '/news/index' },
  notices: { kind: 'notice', detail: '/notice/noticepage', more: '/notice/index' },
} as const;

export const detailPath = (type: keyof typeof CONTENT_OF, item: Pick<ContentSummary, 'id'>) => `${CONTENT_OF[type].detail}?id=${encodeURIComponent(item.id)}`;

/** A date of a content item as the lists show it (yyyy-mm-dd on the site's clock). */
export const dayOf = (seconds: number | null): string => (seconds === null ? '' : dateText(seconds));
