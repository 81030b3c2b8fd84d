/**
 * 访客申请: a visitor (signed in with a mobile number) asks to visit; the host picked in the form
 * approves, then the security office. Once approved the visitor module issues a QR pass valid on
 * `visitDate` from `timeFrom` to `timeTo`, checked in once at the gate. The host never sees the ID number.
 */
import type { ApprovalTemplate } from './index.js';
import { L, opt, PLATE } from './text.js';

export const cfauVisitorApproval: ApprovalTemplate = {
  key: 'cfauVisitor',
  visitors: true,
  name: L('访客申请', 'Visitor application', '訪客申請'),
  category: 'security',
  description: L('被访人同意后由保卫处审批，通过后凭二维码入校', 'The host agrees, then the security office; the visitor enters with a QR pass', '被訪人同意後由保衛處審批，通過後憑二維碼入校'),
  form: {
    version: 1,
    title: L('访客入校申请', 'Campus visit application', '訪客入校申請'),
    groups: [
      { id: 'g_visitor', title: L('访客信息', 'Visitor', '訪客資訊'), columns: 2 },
      { id: 'g_visit', title: L('来访信息', 'Visit', '來訪資訊'), columns: 2 },
      { id: 'g_companions', title: L('随行人员', 'Companions', '隨行人員'), columns: 1 },
    ],
    fields: [
      { id: 'notice', kind: 'description', label: '', content: L('<p>请如实填写，审批通过后凭二维码在来访时段内入校，每个通行码仅可核验一次。</p>', '<p>Fill in truthfully. Once approved, enter with the QR pass within the visit window; a pass is checked once.</p>', '<p>請如實填寫，審批通過後憑二維碼在來訪時段內入校，每個通行碼僅可核驗一次。</p>') },
      { id: 'visitorName', kind: 'text', label: L('访客姓名', 'Visitor name', '訪客姓名'), group: 'g_visitor', required: true, maxLength: 30 },
      { id: 'idNumber', kind: 'text', label: L('身份证号', 'ID card number', '身分證號'), group: 'g_visitor', required: true, format: 'idcard' },
      { id: 'phone', kind: 'text', label: L('手机号', 'Mobile', '手機號'), group: 'g_visitor', required: true, format: 'phone' },
      { id: 'organisation', kind: 'text', label: L('工作单位', 'Organisation', '工作單位'), group: 'g_visitor', maxLength: 60 },
      { id: 'visitDate', kind: 'date', label: L('来访日期', 'Visit date', '來訪日期'), group: 'g_visit', required: true },
      { id: 'timeFrom', kind: 'time', label: L('入校时间', 'From', '入校時間'), group: 'g_visit', required: true, min: '06:00', max: '22:00' },
      { id: 'timeTo', kind: 'time', label: L('离校时间', 'Until', '離校時間'), group: 'g_visit', required: true, min: '06:00', max: '23:00' },
      { id: 'host', kind: 'person', label: L('被访人', 'Host', '被訪人'), group: 'g_visit', required: true },
      {
        id: 'reasonKind', kind: 'choice', label: L('来访类型', 'Kind of visit', '來訪類型'), group: 'g_visit', required: true,
        options: [opt('business', '公务洽谈', 'Business', '公務洽談'), opt('academic', '学术交流', 'Academic', '學術交流'), opt('family', '探亲访友', 'Family or friends', '探親訪友'), opt('other', '其他', 'Other', '其他')],
      },
      { id: 'reason', kind: 'textarea', label: L('来访事由', 'Reason', '來訪事由'), group: 'g_visit', required: true, minLength: 4, maxLength: 300 },
      { id: 'plate', kind: 'text', label: L('车牌号（驾车时填写）', 'Plate (if driving)', '車牌號（駕車時填寫）'), group: 'g_visit', pattern: PLATE },
      {
        id: 'companions', kind: 'table', label: L('随行人员', 'Companions', '隨行人員'), group: 'g_companions', maxRows: 9,
        columns: [
          { id: 'cName', kind: 'text', label: L('姓名', 'Name', '姓名'), required: true, maxLength: 30 },
          { id: 'cIdNumber', kind: 'text', label: L('身份证号', 'ID card number', '身分證號'), required: true, format: 'idcard' },
          { id: 'cPhone', kind: 'text', label: L('手机号', 'Mobile', '手機號'), format: 'phone' },
        ],
      },
      { id: 'headcount', kind: 'computed', label: L('来访总人数', 'Visitors in all', '來訪總人數'), group: 'g_companions', expr: '1 + count(companions)' },
    ],
    rules: [
      { id: 'window', assert: 'timeTo > timeFrom', field: 'timeTo', message: L('离校时间须晚于入校时间', 'Leaving must be after arriving', '離校時間須晚於入校時間') },
      { id: 'notPast', assert: 'visitDate >= today()', field: 'visitDate', message: L('来访日期不能早于今天', 'The visit cannot be in the past', '來訪日期不能早於今天') },
      { id: 'groupLimit', assert: 'headcount <= 10', field: 'companions', message: L('每次最多 10 人', 'At most 10 people per visit', '每次最多 10 人') },
    ],
    print: { title: L('访客入校审批表', 'Campus visit approval', '訪客入校審批表'), signatureLines: [L('被访人意见', 'Host', '被訪人意見'), L('保卫处意见', 'Security office', '保衛處意見')] },
  },
  process: {
    steps: [
      { key: 'host', name: L('被访人确认', 'Host', '被訪人確認'), assignee: { kind: 'field', field: 'host' }, mode: 'any', deadlineHours: 24, fields: { idNumber: 'hidden', companions: 'hidden' } },
      { key: 'security', name: L('保卫处审批', 'Security office', '保衛處審批'), assignee: { kind: 'role', role: 'approver' }, mode: 'any', deadlineHours: 24 },
    ],
  },
};
