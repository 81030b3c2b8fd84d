/** The titles of the `shuttleBus` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const shuttleBusTitles = defineNamespace(
  { title: { index: '校车', fudanIndex: '校车时刻', detail: '线路详情' } },
  { title: { index: 'Shuttle bus', fudanIndex: 'Shuttle times', detail: 'Route' } },
  { title: { index: '校車', fudanIndex: '校車時刻', detail: '路線詳情' } },
);
