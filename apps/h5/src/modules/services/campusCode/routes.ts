/** The campus code: buuCode/index (my code) and xidianGuard/index (the gate guard's check). */
import type { ServicesRow } from '../row';

export const campusCodeRows: ServicesRow[] = [
  { module: 'buuCode', page: 'index', load: () => import('./MyCode'), title: 'campusCode.title.buuCode', appKey: 'buuCode', hall: { label: 'campusCode.title.buuCode', icon: '▩' } },
  {
    module: 'xidianGuard',
    page: 'index',
    load: () => import('./GuardCheck'),
    title: 'campusCode.title.xidianGuard',
    appKey: 'xidianGuard',
    hall: { label: 'campusCode.title.xidianGuard', icon: '✪', requires: { module: 'campusCode', sub: 'check' } },
  },
];
