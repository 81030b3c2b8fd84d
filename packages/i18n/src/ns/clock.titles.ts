/** The titles of the `clock` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const clockTitles = defineNamespace({ title: '每日打卡' }, { title: 'Daily clock-in' }, { title: '每日打卡' });
