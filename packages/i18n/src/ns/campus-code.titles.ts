/** The titles of the `campusCode` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const campusCodeTitles = defineNamespace(
  { title: { buuCode: '我的校园码', xidianGuard: '门岗核验' } },
  { title: { buuCode: 'My campus code', xidianGuard: 'Gate check' } },
  { title: { buuCode: '我的校園碼', xidianGuard: '門崗核驗' } },
);
