/** Console: the department's travel registrations, with filters and the xlsx export. */
import { defineNamespace } from '../define.js';

export const adminTravel = defineNamespace(
  {
    title: '离校出行登记',
    keyword: '姓名/学工号/目的地',
    awayOn: '某日在外',
    department: '院系',
    exportXlsx: '导出 Excel',
    returnedAt: '返校报告时间',
  },
  {
    title: 'Travel registrations',
    keyword: 'Name, number or destination',
    awayOn: 'Away on',
    department: 'Department',
    exportXlsx: 'Export Excel',
    returnedAt: 'Return reported at',
  },
  {
    title: '離校出行登記',
    keyword: '姓名/學工號/目的地',
    awayOn: '某日在外',
    department: '院系',
    exportXlsx: '匯出 Excel',
    returnedAt: '返校報告時間',
  },
);
