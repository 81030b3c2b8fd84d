/** The titles of the `canteen` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const canteenTitles = defineNamespace(
  { title: { mucMeals: '订餐', bjtucanteen: '校园食堂' } },
  { title: { mucMeals: 'Meal booking', bjtucanteen: 'Canteens' } },
  { title: { mucMeals: '訂餐', bjtucanteen: '校園餐廳' } },
);
