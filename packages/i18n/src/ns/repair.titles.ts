/** The titles of the `repair` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const repairTitles = defineNamespace(
  {
    title: {
      login: '报修登录',
      index: '我要报修',
      detail: '我的报修',
      orderdetail: '报修详情',
      repairman: '维修工单',
      mandetail: '工单处理',
      back: '退回工单',
      sendorder: '派单',
      statistic: '报修统计',
    },
  },
  {
    title: {
      login: 'Repair sign-in',
      index: 'Report a fault',
      detail: 'My repairs',
      orderdetail: 'Repair order',
      repairman: 'My work orders',
      mandetail: 'Work order',
      back: 'Send back',
      sendorder: 'Dispatch',
      statistic: 'Repair statistics',
    },
  },
  {
    title: {
      login: '報修登錄',
      index: '我要報修',
      detail: '我的報修',
      orderdetail: '報修詳情',
      repairman: '維修工單',
      mandetail: '工單處理',
      back: '退回工單',
      sendorder: '派單',
      statistic: '報修統計',
    },
  },
);
