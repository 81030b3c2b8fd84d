/** 学历/在读证明: the counselor confirms the student, the registry issues it. */
import type { ApprovalTemplate } from './index.js';
import { L, opt, profileSource } from './text.js';

export const bnuCertificationApproval: ApprovalTemplate = {
  key: 'bnuCertification',
  name: L('学历/在读证明', 'Enrolment or degree certificate', '學歷/在讀證明'),
  category: 'certificate',
  description: L('辅导员确认后由研究生院/教务处开具', 'The counselor confirms, then the registry issues it', '輔導員確認後由研究生院/教務處開具'),
  form: {
    version: 1,
    title: L('学历/在读证明申请', 'Enrolment or degree certificate', '學歷/在讀證明申請'),
    fields: [
      { id: 'name', kind: 'text', label: L('姓名', 'Name', '姓名'), required: true, readonly: true },
      { id: 'number', kind: 'text', label: L('学号', 'Student number', '學號'), required: true, readonly: true },
      { id: 'department', kind: 'text', label: L('学院', 'School', '學院'), readonly: true },
      {
        id: 'level', kind: 'choice', label: L('培养层次', 'Level', '培養層次'), required: true, display: 'radio',
        options: [opt('undergraduate', '本科', 'Undergraduate', '本科'), opt('master', '硕士', 'Master', '碩士'), opt('doctor', '博士', 'Doctoral', '博士')],
      },
      {
        id: 'certKind', kind: 'choice', label: L('证明类型', 'Certificate', '證明類型'), required: true,
        options: [opt('enrolment', '在读证明', 'Enrolment', '在讀證明'), opt('education', '学历证明', 'Education', '學歷證明'), opt('degree', '学位证明', 'Degree', '學位證明'), opt('expected', '预毕业证明', 'Expected graduation', '預畢業證明')],
      },
      { id: 'language', kind: 'multiChoice', label: L('语言版本', 'Languages', '語言版本'), required: true, minItems: 1, options: [opt('zh', '中文', 'Chinese', '中文'), opt('en', '英文', 'English', '英文')] },
      { id: 'copies', kind: 'number', label: L('份数', 'Copies', '份數'), required: true, default: 1, min: 1, max: 5, precision: 0 },
      { id: 'graduationDate', kind: 'date', label: L('毕业日期', 'Graduated on', '畢業日期'), hidden: true },
      { id: 'purpose', kind: 'choice', label: L('用途', 'Used for', '用途'), required: true, options: [opt('study', '出国留学', 'Study abroad', '出國留學'), opt('visa', '签证', 'Visa', '簽證'), opt('job', '求职', 'Job', '求職'), opt('other', '其他', 'Other', '其他')] },
      { id: 'note', kind: 'textarea', label: L('备注', 'Notes', '備註'), maxLength: 300 },
    ],
    linkage: [{ id: 'graduated', when: "certKind in ['education', 'degree']", actions: [{ do: 'show', target: 'graduationDate' }, { do: 'require', target: 'graduationDate' }] }],
    dataSources: [profileSource({ name: 'name', number: 'number', department: 'department' })],
  },
  process: {
    steps: [
      { key: 'counselor', name: L('辅导员确认', 'Counselor', '輔導員確認'), assignee: { kind: 'counselor' }, mode: 'single', deadlineHours: 24 },
      { key: 'registry', name: L('教务处开具', 'Registry', '教務處開具'), assignee: { kind: 'role', role: 'approver' }, mode: 'any', deadlineHours: 48 },
    ],
  },
};
