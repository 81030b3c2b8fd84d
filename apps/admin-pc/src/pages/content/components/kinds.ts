/** Content kinds and who manages them (contract.content: news.manage for news, notice.manage for the rest). */
import { CONTENT_KINDS, type ContentKind } from '@campus/api';
import type { ConsoleAccess } from '@/access';

export function kindsFor(a: Pick<ConsoleAccess, 'canNews' | 'canNotice'>): ContentKind[] {
  return CONTENT_KINDS.filter((k) => (k === 'news' ? a.canNews : a.canNotice));
}

/** Required reading with confirmation is a notice feature (notice/noticetippage); other kinds may use it too. */
export const usesRequired = (k: ContentKind) => k !== 'page';
/** Pages are addressed by a slug (school history, graduation memories). */
export const usesSlug = (k: ContentKind) => k === 'page';
