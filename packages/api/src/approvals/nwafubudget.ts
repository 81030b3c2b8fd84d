/**
 * 预算申报: a project's budget with its items; the unit leader (step `unit`) approves, and the school
 * leaders (step `school`) when the amount exceeds 100,000. The H5 screens: projectLeader (apply and
 * mine), unitLeader (to-do of `unit`), schoolLeader (to-do of `school`), authorisation (delegations).
 */
import type { ApprovalTemplate } from './index.js';
import { L, opt, profileSource } from './text.js';

export const BUDGET_SCHOOL_LIMIT = 100000;

export const nwafubudgetApproval: ApprovalTemplate = {
  key: 'nwafubudget',
  name: L('预算申报', 'Budget request', '預算申報'),
  category: 'finance',
  description: L('单位负责人审批；金额超过 10 万元由校领导审批', 'The unit leader; over 100,000 the school leaders too', '單位負責人審批；金額超過 10 萬元由校領導審批'),
  form: {
    version: 1,
    title: L('项目预算申报', 'Project budget request', '項目預算申報'),
    groups: [
      { id: 'g_project', title: L('项目', 'Project', '項目'), columns: 2 },
      { id: 'g_items', title: L('预算明细', 'Items', '預算明細'), columns: 1 },
    ],
    fields: [
      { id: 'project', kind: 'text', label: L('项目名称', 'Project', '項目名稱'), group: 'g_project', required: true, maxLength: 100, span: 2 },
      { id: 'projectCode', kind: 'text', label: L('项目编号', 'Project code', '項目編號'), group: 'g_project', maxLength: 30, pattern: { regex: '[A-Za-z0-9-]{2,30}', message: L('字母、数字或 -', 'Letters, digits or -', '字母、數字或 -') } },
      { id: 'projectLeader', kind: 'text', label: L('项目负责人', 'Project leader', '項目負責人'), group: 'g_project', required: true, readonly: true },
      { id: 'unit', kind: 'text', label: L('所在单位', 'Unit', '所在單位'), group: 'g_project', readonly: true },
      { id: 'year', kind: 'number', label: L('预算年度', 'Year', '預算年度'), group: 'g_project', required: true, min: 2000, max: 2100, precision: 0 },
      {
        id: 'fundKind', kind: 'choice', label: L('经费类别', 'Kind of funds', '經費類別'), group: 'g_project', required: true,
        options: [opt('research', '科研经费', 'Research', '科研經費'), opt('teaching', '教学经费', 'Teaching', '教學經費'), opt('infra', '基建修缮', 'Buildings', '基建修繕'), opt('equipment', '设备购置', 'Equipment', '設備購置')],
      },
      { id: 'basis', kind: 'textarea', label: L('申报依据', 'Grounds', '申報依據'), group: 'g_project', required: true, minLength: 10, maxLength: 2000, span: 2 },
      {
        id: 'items', kind: 'table', label: L('预算明细', 'Budget items', '預算明細'), group: 'g_items', minRows: 1, maxRows: 100, totals: ['subtotal'],
        columns: [
          {
            id: 'category', kind: 'choice', label: L('支出科目', 'Category', '支出科目'), required: true,
            options: [opt('equipment', '设备费', 'Equipment', '設備費'), opt('material', '材料费', 'Materials', '材料費'), opt('travel', '差旅费', 'Travel', '差旅費'), opt('meeting', '会议费', 'Meetings', '會議費'), opt('labour', '劳务费', 'Labour', '勞務費'), opt('other', '其他', 'Other', '其他')],
          },
          { id: 'itemName', kind: 'text', label: L('明细', 'Item', '明細'), required: true, maxLength: 60 },
          { id: 'quantity', kind: 'number', label: L('数量', 'Quantity', '數量'), required: true, min: 1, max: 100000, precision: 0 },
          { id: 'price', kind: 'number', label: L('单价', 'Unit price', '單價'), required: true, min: 0, max: 100000000, precision: 2 },
          { id: 'subtotal', kind: 'computed', label: L('小计', 'Subtotal', '小計'), expr: 'quantity * price', precision: 2 },
        ],
      },
      { id: 'amount', kind: 'computed', label: L('申报总额', 'Total requested', '申報總額'), group: 'g_items', expr: 'sum(items.subtotal)', precision: 2, unit: L('元', 'CNY', '元') },
      { id: 'unitOpinion', kind: 'textarea', label: L('单位意见', "Unit's opinion", '單位意見'), group: 'g_items', readonly: true, maxLength: 500 },
    ],
    rules: [{ id: 'positive', assert: 'amount > 0', field: 'items', message: L('申报总额须大于 0', 'The total must be above 0', '申報總額須大於 0') }],
    dataSources: [profileSource({ name: 'projectLeader', department: 'unit' })],
    print: { title: L('项目预算申报审批表', 'Project budget approval', '項目預算申報審批表'), signatureLines: [L('单位负责人', 'Unit leader', '單位負責人'), L('校领导', 'School leader', '校領導')] },
  },
  process: {
    steps: [
      {
        key: 'unit', name: L('单位负责人审批', 'Unit leader', '單位負責人審批'), assignee: { kind: 'leader' }, mode: 'single', deadlineHours: 72,
        fields: { unitOpinion: 'edit' }, routes: [{ when: `amount > ${BUDGET_SCHOOL_LIMIT}`, to: 'school' }], next: 'end',
      },
      { key: 'school', name: L('校领导审批', 'School leaders', '校領導審批'), assignee: { kind: 'role', role: 'leader' }, mode: 'any', deadlineHours: 120 },
    ],
    ccOnEnd: [{ kind: 'role', role: 'manager' }],
  },
};
