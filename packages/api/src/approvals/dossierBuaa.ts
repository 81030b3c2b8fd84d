/** 档案查借阅: look at, borrow or copy archive items; the archive office decides. */
import type { ApprovalTemplate } from './index.js';
import { L, opt, profileSource } from './text.js';

export const dossierBuaaApproval: ApprovalTemplate = {
  key: 'dossierBuaa',
  name: L('档案查借阅', 'Archive access', '檔案查借閱'),
  category: 'archive',
  description: L('档案馆审批；借出须填写归还日期', 'The archive office decides; borrowing needs a return date', '檔案館審批；借出須填寫歸還日期'),
  form: {
    version: 1,
    title: L('档案查（借）阅申请', 'Archive access request', '檔案查（借）閱申請'),
    groups: [
      { id: 'g_who', title: L('申请人', 'Applicant', '申請人'), columns: 2 },
      { id: 'g_use', title: L('利用方式', 'Use', '利用方式'), columns: 2 },
      { id: 'g_items', title: L('档案清单', 'Items', '檔案清單'), columns: 1 },
    ],
    fields: [
      { id: 'name', kind: 'text', label: L('姓名', 'Name', '姓名'), group: 'g_who', required: true, readonly: true },
      { id: 'number', kind: 'text', label: L('工号/学号', 'Number', '工號/學號'), group: 'g_who', readonly: true },
      { id: 'department', kind: 'text', label: L('单位', 'Department', '單位'), group: 'g_who', readonly: true },
      { id: 'phone', kind: 'text', label: L('联系电话', 'Phone', '聯絡電話'), group: 'g_who', required: true, format: 'phone' },
      {
        id: 'mode', kind: 'choice', label: L('利用方式', 'How', '利用方式'), group: 'g_use', required: true, display: 'radio',
        options: [opt('read', '查阅', 'Read on site', '查閱'), opt('borrow', '借出', 'Borrow', '借出'), opt('copy', '复制', 'Copy', '複製')],
      },
      {
        id: 'purpose', kind: 'choice', label: L('利用目的', 'Purpose', '利用目的'), group: 'g_use', required: true,
        options: [opt('work', '工作查考', 'Work', '工作查考'), opt('research', '学术研究', 'Research', '學術研究'), opt('proof', '开具证明', 'A certificate', '開具證明'), opt('other', '其他', 'Other', '其他')],
      },
      { id: 'purposeText', kind: 'textarea', label: L('用途说明', 'Details', '用途說明'), group: 'g_use', required: true, minLength: 4, maxLength: 500, span: 2 },
      { id: 'returnDate', kind: 'date', label: L('归还日期', 'Return by', '歸還日期'), group: 'g_use', hidden: true },
      {
        id: 'items', kind: 'table', label: L('档案清单', 'Items', '檔案清單'), group: 'g_items', minRows: 1, maxRows: 30, totals: ['copies'],
        columns: [
          { id: 'archiveNo', kind: 'text', label: L('档号', 'Reference', '檔號'), maxLength: 40 },
          { id: 'itemTitle', kind: 'text', label: L('题名', 'Title', '題名'), required: true, maxLength: 120 },
          { id: 'year', kind: 'number', label: L('年度', 'Year', '年度'), min: 1900, max: 2100, precision: 0 },
          { id: 'copies', kind: 'number', label: L('复制份数', 'Copies', '複製份數'), min: 0, max: 50, precision: 0 },
        ],
      },
      { id: 'letter', kind: 'upload', label: L('介绍信', 'Letter of introduction', '介紹信'), group: 'g_items', maxFiles: 2, accept: ['pdf', 'jpg', 'jpeg', 'png'] },
    ],
    rules: [{ id: 'returnLater', when: "mode == 'borrow'", assert: 'returnDate >= today() and days(today(), returnDate) <= 30', field: 'returnDate', message: L('借期不超过 30 天', 'Borrow for at most 30 days', '借期不超過 30 天') }],
    linkage: [
      { id: 'borrowing', when: "mode == 'borrow'", actions: [{ do: 'show', target: 'returnDate' }, { do: 'require', target: 'returnDate' }] },
      { id: 'external', when: "purpose == 'research'", actions: [{ do: 'require', target: 'letter' }] },
    ],
    dataSources: [profileSource({ name: 'name', number: 'number', department: 'department' })],
    print: { title: L('档案查（借）阅登记表', 'Archive access record', '檔案查（借）閱登記表'), signatureLines: [L('档案馆意见', 'Archive office', '檔案館意見'), L('经办人', 'Handled by', '經辦人')] },
  },
  process: {
    steps: [{ key: 'archive', name: L('档案馆审批', 'Archive office', '檔案館審批'), assignee: { kind: 'role', role: 'approver' }, mode: 'any', deadlineHours: 48, fields: { returnDate: 'edit' } }],
  },
};
