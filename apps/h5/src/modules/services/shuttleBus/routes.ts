/** The shuttle bus: shuttleBus/* (fudanIndex is a school's alias of index, with its variant layout). */
import type { ServicesRow } from '../row';

const next = () => import('./NextDepartures');

export const shuttleBusRows: ServicesRow[] = [
  { module: 'shuttleBus', page: 'index', load: next, title: 'shuttleBus.title.index', appKey: 'shuttleBus', hall: { label: 'shuttleBus.title.index', icon: '➜' } },
  { module: 'shuttleBus', page: 'fudanIndex', load: next, title: 'shuttleBus.title.fudanIndex', appKey: 'shuttleBus', variant: 'fudan' },
  { module: 'shuttleBus', page: 'detail', load: () => import('./RouteDetail'), title: 'shuttleBus.title.detail', appKey: 'shuttleBus' },
];
