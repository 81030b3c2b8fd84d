/** The titles of the `travel` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const travelTitles = defineNamespace(
  { title: '离校出行登记' },
  { title: 'Travel registration' },
  { title: '離校出行登記' },
);
