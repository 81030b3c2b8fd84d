/** The titles of the `schoolMap` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const schoolMapTitles = defineNamespace(
  {
    title: {
      index: '校园地图',
      map: '地点详情',
      model: '校园概览',
      iphone: '校园地图',
      mapGuide: '导览路线',
      atlas: '校园图集',
      guide: '校园指南',
      guideDetail: '指南详情',
    },
  },
  {
    title: {
      index: 'Campus map',
      map: 'Place',
      model: 'Campus overview',
      iphone: 'Campus map',
      mapGuide: 'Guided routes',
      atlas: 'Campus atlas',
      guide: 'Campus guides',
      guideDetail: 'Guide',
    },
  },
  {
    title: {
      index: '校園地圖',
      map: '地點詳情',
      model: '校園概覽',
      iphone: '校園地圖',
      mapGuide: '導覽路線',
      atlas: '校園圖集',
      guide: '校園指南',
      guideDetail: '指南詳情',
    },
  },
);
