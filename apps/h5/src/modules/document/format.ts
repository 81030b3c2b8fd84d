/** Small pure helpers of the document screens (tested): list boxes per route, tag colours, times. */
import type { DocBox, DocUrgency, ReceiptState } from '@campus/api';
import { wallAt } from '../../lib/time';

/** The rucoffcir rows open one list screen; the variant says which box. */
export function boxOf(variant: string | undefined): DocBox {
  return variant === 'already' || variant === 'all' || variant === 'affairs' || variant === 'sent' ? variant : 'handle';
}

export function urgencyColor(u: DocUrgency): 'default' | 'warning' | 'danger' {
  return u === 'very_urgent' ? 'danger' : u === 'urgent' ? 'warning' : 'default';
}

export function stateColor(s: ReceiptState): 'warning' | 'primary' | 'success' {
  return s === 'unsigned' ? 'warning' : s === 'signed' ? 'primary' : 'success';
}

/** The date under an official document's signature, on the site's clock: `2026年11月25日`. */
export function chineseDate(seconds: number): string {
  const w = wallAt(seconds);
  return `${w.year}年${w.month}月${w.day}日`;
}

/** The guarded address of an attachment (the site prefix when the app runs under /{site}/site). */
export function attachmentUrl(docId: string, fileId: string, inline: boolean, site?: string | null): string {
  const q = new URLSearchParams({ id: docId, file: fileId });
  if (inline) q.set('inline', '1');
  if (site) q.set('site', site);
  return `/api/document/attachment?${q}`;
}
