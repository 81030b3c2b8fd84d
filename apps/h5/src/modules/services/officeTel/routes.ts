/** The phone book: officeTel/* (homePage the home, index a unit's numbers, elsetem the emergency ones). */
import type { ServicesRow } from '../row';

export const officeTelRows: ServicesRow[] = [
  { module: 'officeTel', page: 'homePage', load: () => import('./HomePage'), title: 'officeTel.title.homePage', appKey: 'officeTel', hall: { label: 'officeTel.title.homePage', icon: '☏' } },
  { module: 'officeTel', page: 'index', load: () => import('./UnitEntries'), title: 'officeTel.title.index', appKey: 'officeTel' },
  { module: 'officeTel', page: 'elsetem', load: () => import('./Emergency'), title: 'officeTel.title.elsetem', appKey: 'officeTel' },
];
