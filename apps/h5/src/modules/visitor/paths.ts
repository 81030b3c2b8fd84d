/** Where the visitor screens live (spec rows cfauVisitor/*). */
export type VisitorScreen = 'login' | 'apply' | 'record' | 'qrcode' | 'pcindex';

export function visitorPath(screen: VisitorScreen, id?: string): string {
  return `/cfauVisitor/${screen}${id ? `?id=${encodeURIComponent(id)}` : ''}`;
}

/** Seconds → `HH:mm` on the phone's clock. */
export function clock(at: number): string {
  const d = new Date(at * 1000);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

