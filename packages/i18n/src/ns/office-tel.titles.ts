/** The titles of the `officeTel` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const officeTelTitles = defineNamespace(
  { title: { homePage: '电话黄页', index: '单位电话', elsetem: '其他与紧急电话' } },
  { title: { homePage: 'Phone book', index: 'Unit numbers', elsetem: 'Other and emergency numbers' } },
  { title: { homePage: '電話黃頁', index: '單位電話', elsetem: '其他與緊急電話' } },
);
