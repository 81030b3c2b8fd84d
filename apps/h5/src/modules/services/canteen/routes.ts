/** Canteens: bjtucanteen/index (canteens, hours, today's menu, crowding) and mucMeals/index (meal booking). */
import type { ServicesRow } from '../row';

export const canteenRows: ServicesRow[] = [
  { module: 'mucMeals', page: 'index', load: () => import('./Meals'), title: 'canteen.title.mucMeals', appKey: 'mucMeals', hall: { label: 'canteen.title.mucMeals', icon: '◒' } },
  { module: 'bjtucanteen', page: 'index', load: () => import('./Canteens'), title: 'canteen.title.bjtucanteen', appKey: 'bjtucanteen', hall: { label: 'canteen.title.bjtucanteen', icon: '◓' } },
];
