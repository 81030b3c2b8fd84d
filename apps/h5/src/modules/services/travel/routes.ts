/** Leave-campus travel registration: bjtuTravel/index. */
import type { ServicesRow } from '../row';

export const travelRows: ServicesRow[] = [
  { module: 'bjtuTravel', page: 'index', load: () => import('./Travel'), title: 'travel.title', appKey: 'bjtuTravel', hall: { label: 'travel.title', icon: '✈' } },
];
