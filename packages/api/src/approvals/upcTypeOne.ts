/** 用印申请 (one of a school's three office approvals): the department leader, then the school office keeps the seals. */
import type { ApprovalTemplate } from './index.js';
import { L, opt } from './text.js';

export const upcTypeOneApproval: ApprovalTemplate = {
  key: 'upcTypeOne',
  name: L('用印申请', 'Seal use', '用印申請'),
  category: 'office',
  description: L('部门领导审核后由校办用印；校章另经校领导审批', 'The department leader, then the school office; the school seal also needs a school leader', '部門領導審核後由校辦用印；校章另經校領導審批'),
  form: {
    version: 1,
    title: L('印章使用申请', 'Seal use request', '印章使用申請'),
    fields: [
      { id: 'department', kind: 'department', label: L('申请部门', 'Department', '申請部門'), required: true },
      {
        id: 'seal', kind: 'choice', label: L('印章类型', 'Seal', '印章類型'), required: true,
        options: [opt('school', '学校公章', 'School seal', '學校公章'), opt('party', '党委印章', 'Party committee seal', '黨委印章'), opt('president', '校长签名章', "President's signature seal", '校長簽名章'), opt('contract', '合同专用章', 'Contract seal', '合同專用章')],
      },
      { id: 'document', kind: 'text', label: L('文件名称', 'Document', '文件名稱'), required: true, maxLength: 100 },
      { id: 'recipient', kind: 'text', label: L('主送单位', 'Addressed to', '主送單位'), maxLength: 100 },
      { id: 'copies', kind: 'number', label: L('用印份数', 'Copies', '用印份數'), required: true, min: 1, max: 200, precision: 0 },
      { id: 'useDate', kind: 'date', label: L('用印日期', 'Date', '用印日期'), required: true },
      { id: 'takeOut', kind: 'choice', label: L('是否外带', 'Taken out of the office', '是否外帶'), required: true, display: 'radio', options: [opt('no', '否', 'No', '否'), opt('yes', '是', 'Yes', '是')] },
      { id: 'returnBy', kind: 'datetime', label: L('归还时间', 'Back by', '歸還時間'), hidden: true },
      { id: 'reason', kind: 'textarea', label: L('用印事由', 'Reason', '用印事由'), required: true, minLength: 4, maxLength: 500 },
      { id: 'attachment', kind: 'upload', label: L('用印文件', 'Document file', '用印文件'), required: true, maxFiles: 5, accept: ['pdf', 'doc', 'docx', 'jpg', 'png'] },
    ],
    linkage: [{ id: 'out', when: "takeOut == 'yes'", actions: [{ do: 'show', target: 'returnBy' }, { do: 'require', target: 'returnBy' }] }],
    print: { title: L('印章使用审批单', 'Seal use approval', '印章使用審批單'), signatureLines: [L('部门负责人', 'Department head', '部門負責人'), L('校办意见', 'School office', '校辦意見')] },
  },
  process: {
    steps: [
      { key: 'dept', name: L('部门负责人审核', 'Department head', '部門負責人審核'), assignee: { kind: 'leader' }, mode: 'single', deadlineHours: 24 },
      { key: 'office', name: L('校办审核', 'School office', '校辦審核'), assignee: { kind: 'role', role: 'approver' }, mode: 'any', deadlineHours: 24, routes: [{ when: "seal in ['school', 'party']", to: 'school' }], next: 'end' },
      { key: 'school', name: L('校领导审批', 'School leader', '校領導審批'), assignee: { kind: 'role', role: 'leader' }, mode: 'any', deadlineHours: 48 },
    ],
  },
};
