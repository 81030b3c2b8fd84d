/** 学生出国（境）交流申请 (a school's general application): the counselor, the school, then the international office. */
import type { ApprovalTemplate } from './index.js';
import { L, opt, profileSource } from './text.js';

export const xisuApplyApproval: ApprovalTemplate = {
  key: 'xisuApply',
  name: L('出国（境）交流申请', 'Study abroad application', '出國（境）交流申請'),
  category: 'international',
  description: L('辅导员、学院审核后由国际合作交流处审批', 'The counselor, the school, then the international office', '輔導員、學院審核後由國際合作交流處審批'),
  form: {
    version: 1,
    title: L('学生出国（境）交流学习申请', 'Student exchange application', '學生出國（境）交流學習申請'),
    groups: [
      { id: 'g_student', title: L('学生', 'Student', '學生'), columns: 2 },
      { id: 'g_program', title: L('项目', 'Programme', '項目'), columns: 2 },
    ],
    fields: [
      { id: 'name', kind: 'text', label: L('姓名', 'Name', '姓名'), group: 'g_student', required: true, readonly: true },
      { id: 'number', kind: 'text', label: L('学号', 'Student number', '學號'), group: 'g_student', required: true, readonly: true },
      { id: 'department', kind: 'text', label: L('学院', 'School', '學院'), group: 'g_student', readonly: true },
      { id: 'phone', kind: 'text', label: L('手机号', 'Mobile', '手機號'), group: 'g_student', required: true, format: 'phone' },
      { id: 'gpa', kind: 'number', label: L('平均学分绩点', 'GPA', '平均學分績點'), group: 'g_student', required: true, min: 0, max: 5, precision: 2 },
      { id: 'language', kind: 'text', label: L('外语成绩', 'Language score', '外語成績'), group: 'g_student', required: true, maxLength: 60, placeholder: L('如 IELTS 7.0', 'e.g. IELTS 7.0', '如 IELTS 7.0') },
      { id: 'program', kind: 'text', label: L('交流项目', 'Programme', '交流項目'), group: 'g_program', required: true, maxLength: 100, span: 2 },
      { id: 'university', kind: 'text', label: L('对方院校', 'Host university', '對方院校'), group: 'g_program', required: true, maxLength: 100 },
      { id: 'country', kind: 'text', label: L('国家/地区', 'Country or region', '國家/地區'), group: 'g_program', required: true, maxLength: 40 },
      { id: 'programKind', kind: 'choice', label: L('交流类型', 'Kind', '交流類型'), group: 'g_program', required: true, options: [opt('semester', '学期交换', 'Semester exchange', '學期交換'), opt('summer', '暑期项目', 'Summer school', '暑期項目'), opt('degree', '联合培养', 'Joint degree', '聯合培養'), opt('internship', '海外实习', 'Internship', '海外實習')] },
      { id: 'startDate', kind: 'date', label: L('出发日期', 'From', '出發日期'), group: 'g_program', required: true },
      { id: 'endDate', kind: 'date', label: L('返回日期', 'Until', '返回日期'), group: 'g_program', required: true },
      { id: 'funding', kind: 'choice', label: L('经费来源', 'Funding', '經費來源'), group: 'g_program', required: true, options: [opt('self', '自费', 'Self-funded', '自費'), opt('school', '学校资助', 'University grant', '學校資助'), opt('csc', '国家留学基金', 'CSC scholarship', '國家留學基金')] },
      { id: 'studyPlan', kind: 'textarea', label: L('学习计划', 'Study plan', '學習計劃'), group: 'g_program', required: true, minLength: 20, maxLength: 3000, span: 2 },
      { id: 'admission', kind: 'upload', label: L('录取通知', 'Offer letter', '錄取通知'), group: 'g_program', maxFiles: 3, accept: ['pdf', 'jpg', 'png'] },
    ],
    rules: [{ id: 'endAfterStart', assert: 'endDate > startDate', field: 'endDate', message: L('返回日期须晚于出发日期', 'The return must be after the departure', '返回日期須晚於出發日期') }],
    dataSources: [profileSource({ name: 'name', number: 'number', department: 'department' })],
  },
  process: {
    steps: [
      { key: 'counselor', name: L('辅导员审核', 'Counselor', '輔導員審核'), assignee: { kind: 'counselor' }, mode: 'single', deadlineHours: 48 },
      { key: 'school', name: L('学院审核', 'School', '學院審核'), assignee: { kind: 'leader' }, mode: 'single', deadlineHours: 48 },
      { key: 'international', name: L('国际交流处审批', 'International office', '國際交流處審批'), assignee: { kind: 'role', role: 'approver' }, mode: 'any', deadlineHours: 72 },
    ],
    ccOnEnd: [{ kind: 'counselor' }],
  },
};
