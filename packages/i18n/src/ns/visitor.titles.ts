/** The titles of the `visitor` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const visitorTitles = defineNamespace(
  {
    title: {
      login: '访客登录',
      apply: '访客预约',
      record: '我的来访记录',
      qrcode: '访客通行码',
      pcindex: '访客入校核验',
    },
  },
  {
    title: {
      login: 'Visitor sign-in',
      apply: 'Book a visit',
      record: 'My visits',
      qrcode: 'Visitor pass',
      pcindex: 'Visitor check-in',
    },
  },
  {
    title: {
      login: '訪客登入',
      apply: '訪客預約',
      record: '我的來訪紀錄',
      qrcode: '訪客通行碼',
      pcindex: '訪客入校核驗',
    },
  },
);
