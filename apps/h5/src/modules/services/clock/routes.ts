/** Daily clock-in: nactaClock/index shows today's windows to clock in and the month's calendar. */
import type { ServicesRow } from '../row';

export const clockRows: ServicesRow[] = [
  { module: 'nactaClock', page: 'index', load: () => import('./ClockHome'), title: 'clock.title', appKey: 'nactaClock', hall: { label: 'clock.title', icon: '◔' } },
];
