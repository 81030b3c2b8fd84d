/**
 * Repair: repair/* and its scu variant scurepair/* open the same screens (the variant keeps the
 * user under /scurepair/, which also has statistic). index reports a fault, detail lists my
 * orders, orderdetail is one order (notifications link there), repairman/mandetail/back are the
 * worker's, sendorder the dispatcher's, login the entry to the shared login.
 */
import type { ServicesRow } from '../row';

const screens = {
  login: () => import('./Login'),
  index: () => import('./Report'),
  detail: () => import('./MyOrders'),
  orderdetail: () => import('./OrderDetail'),
  repairman: () => import('./WorkerQueue'),
  mandetail: () => import('./WorkerOrder'),
  back: () => import('./SendBack'),
  sendorder: () => import('./Dispatch'),
} as const;

type Page = keyof typeof screens;
const HALL: Partial<Record<Page, ServicesRow['hall']>> = {
  index: { label: 'repair.title.index', icon: '⚒' },
  repairman: { label: 'repair.title.repairman', icon: '⚙', requires: { module: 'repair', sub: 'work' } },
  sendorder: { label: 'repair.title.sendorder', icon: '⇉', requires: { module: 'repair', sub: 'dispatch' } },
};

const rowsOf = (module: string, variant?: string): ServicesRow[] =>
  (Object.keys(screens) as Page[]).map((page) => ({
    module,
    page,
    load: screens[page],
    title: `repair.title.${page}`,
    appKey: module,
    ...(variant ? { variant } : HALL[page] ? { hall: HALL[page] } : {}),
    ...(page === 'login' ? { public: true } : {}),
  }));

export const repairRows: ServicesRow[] = [
  ...rowsOf('repair'),
  ...rowsOf('scurepair', 'scu'),
  { module: 'scurepair', page: 'statistic', load: () => import('./Statistic'), title: 'repair.title.statistic', appKey: 'scurepair', variant: 'scu' },
];
