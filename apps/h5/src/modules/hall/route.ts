/** The service hall is the app's home (`/site/`); it is not a seed row, so it lives outside the table. */
import type { RouteEntry } from '../../route-types';

export const homeRoute: RouteEntry = {
  module: '',
  page: '',
  family: 'hall',
  load: () => import('./ServiceHall'),
  title: 'h5.title.hall',
  // The hall's live notices.
  strings: ['h5content'],
  appKey: 'home',
  keepAlive: true,
};
