/** 港澳台因公出访: the department leader, the international office, and the school leader when the budget exceeds 50,000. */
import type { ApprovalTemplate } from './index.js';
import { L, opt } from './text.js';

export const INTERNATIONAL_BUDGET_LIMIT = 50000;

export const internationalApproval: ApprovalTemplate = {
  key: 'internationalApproval',
  name: L('港澳台因公出访', 'Official visit to HK, Macao or Taiwan', '港澳台因公出訪'),
  category: 'international',
  description: L('部门领导、国际交流处审批；经费超过 5 万元由校领导审批', 'The department leader, the international office; over 50,000 the school leader too', '部門領導、國際交流處審批；經費超過 5 萬元由校領導審批'),
  form: {
    version: 1,
    title: L('赴港澳台因公出访申请', 'Official visit to Hong Kong, Macao or Taiwan', '赴港澳台因公出訪申請'),
    groups: [
      { id: 'g_trip', title: L('出访信息', 'Trip', '出訪資訊'), columns: 2 },
      { id: 'g_members', title: L('团组成员', 'Delegation', '團組成員'), columns: 1 },
      { id: 'g_money', title: L('经费', 'Budget', '經費'), columns: 2 },
    ],
    fields: [
      {
        id: 'region', kind: 'choice', label: L('出访地区', 'Destination', '出訪地區'), group: 'g_trip', required: true, display: 'radio',
        options: [opt('HK', '香港', 'Hong Kong', '香港'), opt('MO', '澳门', 'Macao', '澳門'), opt('TW', '台湾', 'Taiwan', '台灣')],
      },
      { id: 'host', kind: 'text', label: L('邀请单位', 'Inviting institution', '邀請單位'), group: 'g_trip', required: true, maxLength: 100 },
      { id: 'startDate', kind: 'date', label: L('出发日期', 'Departure', '出發日期'), group: 'g_trip', required: true },
      { id: 'endDate', kind: 'date', label: L('返回日期', 'Return', '返回日期'), group: 'g_trip', required: true },
      { id: 'tripDays', kind: 'computed', label: L('在外天数', 'Days away', '在外天數'), group: 'g_trip', expr: 'if(empty(startDate) or empty(endDate), null, days(startDate, endDate) + 1)' },
      { id: 'purpose', kind: 'textarea', label: L('出访任务', 'Purpose', '出訪任務'), group: 'g_trip', required: true, minLength: 10, maxLength: 1000, span: 2 },
      { id: 'invitation', kind: 'upload', label: L('邀请函', 'Invitation', '邀請函'), group: 'g_trip', required: true, maxFiles: 3, accept: ['pdf', 'jpg', 'jpeg', 'png'] },
      {
        id: 'members', kind: 'table', label: L('团组成员', 'Members', '團組成員'), group: 'g_members', minRows: 1, maxRows: 20,
        columns: [
          { id: 'memberName', kind: 'text', label: L('姓名', 'Name', '姓名'), required: true, maxLength: 30 },
          { id: 'memberDept', kind: 'text', label: L('单位', 'Department', '單位'), required: true, maxLength: 60 },
          { id: 'memberTitle', kind: 'text', label: L('职务/职称', 'Title', '職務/職稱'), maxLength: 30 },
          { id: 'permit', kind: 'choice', label: L('通行证件', 'Travel permit', '通行證件'), required: true, options: [opt('have', '已有有效证件', 'Holds a valid one', '已有有效證件'), opt('apply', '需办理', 'To be issued', '需辦理')] },
        ],
      },
      { id: 'headcount', kind: 'computed', label: L('团组人数', 'Delegation size', '團組人數'), group: 'g_members', expr: 'count(members)' },
      { id: 'budget', kind: 'number', label: L('经费预算', 'Budget', '經費預算'), group: 'g_money', required: true, min: 0, max: 10000000, precision: 2, unit: L('元', 'CNY', '元') },
      {
        id: 'fundSource', kind: 'choice', label: L('经费来源', 'Funded by', '經費來源'), group: 'g_money', required: true,
        options: [opt('project', '科研项目', 'Research project', '科研項目'), opt('unit', '单位经费', 'Department funds', '單位經費'), opt('host', '邀请方承担', 'The host', '邀請方承擔')],
      },
    ],
    rules: [
      { id: 'endAfterStart', assert: 'endDate >= startDate', field: 'endDate', message: L('返回日期不能早于出发日期', 'The return cannot be before the departure', '返回日期不能早於出發日期') },
      { id: 'shortTrip', assert: 'tripDays <= 30', field: 'endDate', message: L('单次出访不超过 30 天', 'A trip lasts at most 30 days', '單次出訪不超過 30 天') },
    ],
    print: { title: L('赴港澳台因公出访审批表', 'Official visit approval', '赴港澳台因公出訪審批表'), signatureLines: [L('部门意见', 'Department', '部門意見'), L('国际交流处意见', 'International office', '國際交流處意見'), L('校领导意见', 'School leader', '校領導意見')] },
  },
  process: {
    steps: [
      { key: 'dept', name: L('部门领导审批', 'Department leader', '部門領導審批'), assignee: { kind: 'leader' }, mode: 'single', deadlineHours: 48 },
      {
        key: 'office', name: L('国际交流处审批', 'International office', '國際交流處審批'), assignee: { kind: 'role', role: 'approver' }, mode: 'any', deadlineHours: 72,
        routes: [{ when: `budget > ${INTERNATIONAL_BUDGET_LIMIT}`, to: 'school' }], next: 'end',
      },
      { key: 'school', name: L('校领导审批', 'School leader', '校領導審批'), assignee: { kind: 'role', role: 'leader' }, mode: 'any', deadlineHours: 72 },
    ],
  },
};
