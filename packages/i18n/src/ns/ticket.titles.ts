/** The titles of the `ticket` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const ticketTitles = defineNamespace(
  { title: { index: '抢票', detail: '票务详情', success: '我的票', check: '验票' } },
  { title: { index: 'Tickets', detail: 'Event tickets', success: 'My ticket', check: 'Check tickets' } },
  { title: { index: '搶票', detail: '票務詳情', success: '我的票', check: '驗票' } },
);
