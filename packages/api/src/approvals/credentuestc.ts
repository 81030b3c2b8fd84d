/** 证明开具: a certificate issued by an office (enrolment, transcript, income...), its copies and use. */
import type { ApprovalTemplate } from './index.js';
import { L, opt, profileSource } from './text.js';

export const credentuestcApproval: ApprovalTemplate = {
  key: 'credentuestc',
  name: L('证明开具', 'Certificate request', '證明開具'),
  category: 'certificate',
  description: L('业务办公室审核后开具，可选领取方式', 'The office checks and issues it; collect or have it posted', '業務辦公室審核後開具，可選領取方式'),
  form: {
    version: 1,
    title: L('证明开具申请', 'Certificate request', '證明開具申請'),
    fields: [
      { id: 'name', kind: 'text', label: L('姓名', 'Name', '姓名'), required: true, readonly: true },
      { id: 'number', kind: 'text', label: L('工号/学号', 'Number', '工號/學號'), required: true, readonly: true },
      { id: 'department', kind: 'text', label: L('单位/学院', 'Department', '單位/學院'), readonly: true },
      {
        id: 'certKind', kind: 'choice', label: L('证明类型', 'Certificate', '證明類型'), required: true,
        options: [
          opt('enrolment', '在读证明', 'Enrolment', '在讀證明'), opt('transcript', '成绩证明', 'Transcript', '成績證明'), opt('employment', '在职证明', 'Employment', '在職證明'),
          opt('income', '收入证明', 'Income', '收入證明'), opt('graduation', '毕业证明', 'Graduation', '畢業證明'), opt('other', '其他', 'Other', '其他'),
        ],
      },
      { id: 'otherKind', kind: 'text', label: L('其他证明名称', 'Which certificate', '其他證明名稱'), hidden: true, maxLength: 40 },
      { id: 'language', kind: 'choice', label: L('语言', 'Language', '語言'), required: true, display: 'radio', default: 'zh', options: [opt('zh', '中文', 'Chinese', '中文'), opt('en', '英文', 'English', '英文'), opt('both', '中英文', 'Both', '中英文')] },
      { id: 'copies', kind: 'number', label: L('份数', 'Copies', '份數'), required: true, default: 1, min: 1, max: 10, precision: 0 },
      { id: 'purpose', kind: 'textarea', label: L('用途', 'Used for', '用途'), required: true, minLength: 2, maxLength: 300 },
      { id: 'delivery', kind: 'choice', label: L('领取方式', 'Delivery', '領取方式'), required: true, display: 'radio', options: [opt('pickup', '现场领取', 'Collect', '現場領取'), opt('post', '邮寄', 'By post', '郵寄')] },
      { id: 'address', kind: 'textarea', label: L('邮寄地址', 'Postal address', '郵寄地址'), hidden: true, maxLength: 200 },
    ],
    linkage: [
      { id: 'other', when: "certKind == 'other'", actions: [{ do: 'show', target: 'otherKind' }, { do: 'require', target: 'otherKind' }] },
      { id: 'post', when: "delivery == 'post'", actions: [{ do: 'show', target: 'address' }, { do: 'require', target: 'address' }] },
    ],
    dataSources: [profileSource({ name: 'name', number: 'number', department: 'department' })],
  },
  process: {
    steps: [{ key: 'office', name: L('业务办公室开具', 'Office', '業務辦公室開具'), assignee: { kind: 'role', role: 'approver' }, mode: 'any', deadlineHours: 48 }],
  },
};
