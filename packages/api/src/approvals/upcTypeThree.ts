/** 公务用车 (the third office approval): the department head, then the motor pool dispatches. */
import type { ApprovalTemplate } from './index.js';
import { L, opt } from './text.js';

export const upcTypeThreeApproval: ApprovalTemplate = {
  key: 'upcTypeThree',
  name: L('公务用车', 'Official car', '公務用車'),
  category: 'office',
  description: L('部门负责人审批后由车队派车', 'The department head, then the motor pool', '部門負責人審批後由車隊派車'),
  form: {
    version: 1,
    title: L('公务用车申请', 'Official car request', '公務用車申請'),
    fields: [
      { id: 'contact', kind: 'text', label: L('联系人', 'Contact', '聯絡人'), required: true, maxLength: 30 },
      { id: 'contactPhone', kind: 'text', label: L('联系电话', 'Phone', '聯絡電話'), required: true, format: 'phone' },
      { id: 'departAt', kind: 'datetime', label: L('出车时间', 'Leaving at', '出車時間'), required: true },
      { id: 'returnAt', kind: 'datetime', label: L('返回时间', 'Back at', '返回時間'), required: true },
      { id: 'from', kind: 'text', label: L('出发地', 'From', '出發地'), required: true, maxLength: 60 },
      { id: 'destination', kind: 'text', label: L('目的地', 'To', '目的地'), required: true, maxLength: 60 },
      { id: 'passengers', kind: 'number', label: L('乘车人数', 'Passengers', '乘車人數'), required: true, min: 1, max: 50, precision: 0 },
      {
        id: 'carType', kind: 'choice', label: L('车型', 'Vehicle', '車型'), required: true,
        options: [opt('sedan', '轿车（4 座）', 'Sedan (4)', '轎車（4 座）'), opt('mpv', '商务车（7 座）', 'MPV (7)', '商務車（7 座）'), opt('bus', '中巴（19 座）', 'Minibus (19)', '中巴（19 座）'), opt('coach', '大巴（45 座）', 'Coach (45)', '大巴（45 座）')],
      },
      { id: 'reason', kind: 'textarea', label: L('用车事由', 'Reason', '用車事由'), required: true, minLength: 4, maxLength: 300 },
      { id: 'plate', kind: 'text', label: L('派车车牌', 'Car assigned', '派車車牌'), readonly: true, maxLength: 10 },
      { id: 'driver', kind: 'text', label: L('驾驶员', 'Driver', '駕駛員'), readonly: true, maxLength: 30 },
    ],
    rules: [
      { id: 'backAfter', assert: 'returnAt > departAt', field: 'returnAt', message: L('返回时间须晚于出车时间', 'Back must be after leaving', '返回時間須晚於出車時間') },
      { id: 'seats', assert: "if(carType == 'sedan', passengers <= 4, if(carType == 'mpv', passengers <= 7, if(carType == 'bus', passengers <= 19, passengers <= 45)))", field: 'passengers', message: L('乘车人数超过车型座位数', 'More passengers than seats', '乘車人數超過車型座位數') },
    ],
    print: { title: L('公务用车审批单', 'Official car approval', '公務用車審批單'), signatureLines: [L('部门负责人', 'Department head', '部門負責人'), L('车队', 'Motor pool', '車隊')] },
  },
  process: {
    steps: [
      { key: 'dept', name: L('部门负责人审批', 'Department head', '部門負責人審批'), assignee: { kind: 'leader' }, mode: 'single', deadlineHours: 12, fields: { plate: 'hidden', driver: 'hidden' } },
      { key: 'pool', name: L('车队派车', 'Motor pool', '車隊派車'), assignee: { kind: 'role', role: 'approver' }, mode: 'any', deadlineHours: 12, fields: { plate: 'edit', driver: 'edit' } },
    ],
  },
};
