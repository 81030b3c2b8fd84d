/** The query service: gzQuery/index lists the open query sets and answers the caller's own row. */
import type { ServicesRow } from '../row';

export const dataQueryRows: ServicesRow[] = [
  { module: 'gzQuery', page: 'index', load: () => import('./QueryHome'), title: 'dataQuery.title', appKey: 'gzQuery', hall: { label: 'dataQuery.title', icon: '⌕' } },
];
