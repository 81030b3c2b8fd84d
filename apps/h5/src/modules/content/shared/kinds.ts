/**
 * Which data each list row of the family shows: the school-specific rows (tjuNotice, tjuNews,
 * tjuOfficial, ucassnews, boda lists) open the shared list with their variant.
 */
import type { ContentKind } from '@campus/api';

export interface ListVariant {
  kind: ContentKind;
  /** Where an item opens (`?id=` is appended). */
  detail: string;
  /** Only the hot issues the caller follows. */
  followed?: boolean;
  /** Category tabs above the list. */
  categories?: boolean;
}

export const LIST_VARIANTS: Record<string, ListVariant> = {
  news: { kind: 'news', detail: '/news/detail', categories: true },
  notice: { kind: 'notice', detail: '/notice/noticepage', categories: true },
  tjuNotice: { kind: 'notice', detail: '/tjuNotice/detail' },
  tjuNews: { kind: 'news', detail: '/tjuNews/detail' },
  tjuOfficial: { kind: 'announcement', detail: '/tjuOfficial/detail' },
  ucassnews: { kind: 'news', detail: '/news/detail' },
  announcement: { kind: 'announcement', detail: '/announcementRelease/detail', categories: true },
  hotissue: { kind: 'hotissue', detail: '/hotissue/detail', categories: true },
  hotissueFollowed: { kind: 'hotissue', detail: '/hotissue/detail', followed: true },
  boda: { kind: 'boda', detail: '/boda/detail', categories: true },
  bodaLists: { kind: 'boda', detail: '/boda/listDetail', categories: true },
};

export function listVariant(variant: string | undefined): ListVariant {
  return LIST_VARIANTS[variant ?? 'news'] ?? { kind: 'news', detail: '/news/detail' };
}

/** A slug page row (schoolHistory, graduation) and the page it shows. */
export const PAGE_SLUGS: Record<string, string> = { schoolHistory: 'schoolHistory', graduation: 'graduation' };
