/** 公务接待 (the second office approval): guests, the programme and its costs; over 5,000 the school office too. */
import type { ApprovalTemplate } from './index.js';
import { L, opt } from './text.js';

export const upcTypeTwoApproval: ApprovalTemplate = {
  key: 'upcTypeTwo',
  name: L('公务接待', 'Official reception', '公務接待'),
  category: 'office',
  description: L('部门负责人审批；费用超过 5000 元由校办审批', 'The department head; over 5,000 the school office too', '部門負責人審批；費用超過 5000 元由校辦審批'),
  form: {
    version: 1,
    title: L('公务接待审批单', 'Official reception request', '公務接待審批單'),
    groups: [
      { id: 'g_guests', title: L('来宾', 'Guests', '來賓'), columns: 2 },
      { id: 'g_costs', title: L('接待安排', 'Programme', '接待安排'), columns: 1 },
    ],
    fields: [
      { id: 'guestOrg', kind: 'text', label: L('来宾单位', "Guests' organisation", '來賓單位'), group: 'g_guests', required: true, maxLength: 100 },
      { id: 'guestLead', kind: 'text', label: L('带队人及职务', 'Head of delegation', '帶隊人及職務'), group: 'g_guests', required: true, maxLength: 60 },
      { id: 'guests', kind: 'number', label: L('来宾人数', 'Guests', '來賓人數'), group: 'g_guests', required: true, min: 1, max: 200, precision: 0 },
      { id: 'escorts', kind: 'number', label: L('陪同人数', 'Escorts', '陪同人數'), group: 'g_guests', required: true, min: 0, max: 50, precision: 0 },
      { id: 'arrive', kind: 'date', label: L('接待日期', 'Date', '接待日期'), group: 'g_guests', required: true },
      { id: 'letter', kind: 'upload', label: L('公函', 'Official letter', '公函'), group: 'g_guests', required: true, maxFiles: 2, accept: ['pdf', 'jpg', 'png'] },
      { id: 'task', kind: 'textarea', label: L('公务活动内容', 'Business', '公務活動內容'), group: 'g_guests', required: true, minLength: 4, maxLength: 500, span: 2 },
      {
        id: 'costs', kind: 'table', label: L('费用明细', 'Costs', '費用明細'), group: 'g_costs', minRows: 1, maxRows: 20, totals: ['cost'],
        columns: [
          { id: 'costKind', kind: 'choice', label: L('项目', 'Item', '項目'), required: true, options: [opt('meal', '工作餐', 'Meals', '工作餐'), opt('room', '住宿', 'Rooms', '住宿'), opt('car', '用车', 'Transport', '用車'), opt('venue', '场地', 'Venue', '場地'), opt('other', '其他', 'Other', '其他')] },
          { id: 'costNote', kind: 'text', label: L('说明', 'Note', '說明'), maxLength: 60 },
          { id: 'cost', kind: 'number', label: L('金额', 'Amount', '金額'), required: true, min: 0, max: 1000000, precision: 2 },
        ],
        rowRules: [{ id: 'mealCap', when: "costKind == 'meal'", assert: 'cost <= 160 * (guests + escorts)', field: 'cost', message: L('工作餐不超过每人 160 元', 'Meals at most 160 a head', '工作餐不超過每人 160 元') }],
      },
      { id: 'total', kind: 'computed', label: L('费用合计', 'Total', '費用合計'), group: 'g_costs', expr: 'sum(costs.cost)', precision: 2, unit: L('元', 'CNY', '元') },
    ],
    rules: [{ id: 'escortRatio', when: 'guests <= 10', assert: 'escorts <= 3', field: 'escorts', message: L('来宾 10 人以内陪同不超过 3 人', 'At most 3 escorts for up to 10 guests', '來賓 10 人以內陪同不超過 3 人') }],
    print: { title: L('公务接待审批单', 'Official reception approval', '公務接待審批單'), signatureLines: [L('部门负责人', 'Department head', '部門負責人'), L('校办意见', 'School office', '校辦意見')] },
  },
  process: {
    steps: [
      { key: 'dept', name: L('部门负责人审批', 'Department head', '部門負責人審批'), assignee: { kind: 'leader' }, mode: 'single', deadlineHours: 24, routes: [{ when: 'total > 5000', to: 'office' }], next: 'end' },
      { key: 'office', name: L('校办审批', 'School office', '校辦審批'), assignee: { kind: 'role', role: 'approver' }, mode: 'any', deadlineHours: 48 },
    ],
    /** 财务 is told of every reception that ends. */
    ccOnEnd: [{ kind: 'role', role: 'manager' }],
  },
};
