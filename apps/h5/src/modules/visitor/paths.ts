/** Where the visitor screens live (spec rows cfauVisitor/*). */
import { clockText, dateText, shortText, today } from '../../lib/time';

export type VisitorScreen = 'login' | 'apply' | 'record' | 'qrcode' | 'pcindex';

export function visitorPath(screen: VisitorScreen, id?: string): string {
  return `/cfauVisitor/${screen}${id ? `?id=${encodeURIComponent(id)}` : ''}`;
}

/** `HH:mm` on the site's clock, or `MM-DD HH:mm` when it is not today there (a pass for tomorrow). */
export const whenText = (at: number, now = Date.now() / 1000): string => (dateText(at) === today(now) ? clockText(at) : shortText(at));
