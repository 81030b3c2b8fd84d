/** Texts the content server writes: the headings of a notice's statistics export. */
import { defineNamespace } from '../define.js';

export const content = defineNamespace(
  {
    stats: {
      sheet: '阅读统计',
      username: '账号',
      name: '姓名',
      className: '班级',
      departmentName: '院系',
      readAt: '阅读时间',
      confirmedAt: '确认时间',
      summary: '{title}：应读 {audience} 人，已读 {read} 人，已确认 {confirmed} 人',
    },
  },
  {
    stats: {
      sheet: 'Reads',
      username: 'Username',
      name: 'Name',
      className: 'Class',
      departmentName: 'Department',
      readAt: 'Read at',
      confirmedAt: 'Confirmed at',
      summary: '{title}: audience {audience}, read {read}, confirmed {confirmed}',
    },
  },
  {
    stats: {
      sheet: '閱讀統計',
      username: '帳號',
      name: '姓名',
      className: '班級',
      departmentName: '院系',
      readAt: '閱讀時間',
      confirmedAt: '確認時間',
      summary: '{title}：應讀 {audience} 人，已讀 {read} 人，已確認 {confirmed} 人',
    },
  },
);
