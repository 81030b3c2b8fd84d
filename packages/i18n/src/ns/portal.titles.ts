/** The titles of the `portal` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const portalTitles = defineNamespace(
  {
    title: {
      square: '应用广场',
      directory: '服务中心',
      matrix: '应用矩阵',
      home: '校园首页',
      news: '新闻',
      addressBook: '通讯录',
      apps: '应用',
    },
  },
  {
    title: {
      square: 'Application square',
      directory: 'Services',
      matrix: 'App matrix',
      home: 'Campus home',
      news: 'News',
      addressBook: 'Address book',
      apps: 'Apps',
    },
  },
  {
    title: {
      square: '應用廣場',
      directory: '服務中心',
      matrix: '應用矩陣',
      home: '校園首頁',
      news: '新聞',
      addressBook: '通訊錄',
      apps: '應用',
    },
  },
);
