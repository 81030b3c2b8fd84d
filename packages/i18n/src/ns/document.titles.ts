/** The titles of the `document` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const documentTitles = defineNamespace(
  {
    title: {
      send: '发文',
      official: '公文详情',
      red: '公文红头',
      choose: '选择接收单位',
      handle: '待办公文',
      already: '已办公文',
      all: '全部公文',
      affairs: '事务通知',
    },
  },
  {
    title: {
      send: 'Send a document',
      official: 'Document',
      red: 'Red-header document',
      choose: 'Choose receiving units',
      handle: 'To handle',
      already: 'Handled',
      all: 'All documents',
      affairs: 'Affairs',
    },
  },
  {
    title: {
      send: '發文',
      official: '公文詳情',
      red: '公文紅頭',
      choose: '選擇接收單位',
      handle: '待辦公文',
      already: '已辦公文',
      all: '全部公文',
      affairs: '事務通知',
    },
  },
);
