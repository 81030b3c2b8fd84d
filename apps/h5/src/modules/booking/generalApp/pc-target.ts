/** Where each generalAppPc row lives in the console (`/admin/booking/generalApp`, one tab each). */
const PAGES: Record<string, string> = {
  manage: '?tab=manage',
  record: '?tab=record',
  nameList: '?tab=nameList',
  advice: '?tab=advice',
  information: '/information',
  details: '/details',
};

/** The console address for a generalAppPc variant; the row's own query (an id) is carried over. */
export function consoleTarget(variant: string | undefined, search: string): string {
  const page = PAGES[variant ?? ''] ?? '';
  const base = `/admin/booking/generalApp${page}`;
  const extra = search.replace(/^\?/, '');
  if (!extra) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${extra}`;
}
