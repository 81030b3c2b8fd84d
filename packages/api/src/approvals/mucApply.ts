/** 活动场地申请 (a school's general application): a student organisation books a venue for an event. */
import type { ApprovalTemplate } from './index.js';
import { L, opt } from './text.js';

export const mucApplyApproval: ApprovalTemplate = {
  key: 'mucApply',
  name: L('活动场地申请', 'Event venue booking', '活動場地申請'),
  category: 'student',
  description: L('辅导员、学院审核后由场馆管理办公室安排；300 人以上需保卫处备案', 'The counselor, the school, then the venues office; over 300 people the security office is told', '輔導員、學院審核後由場館管理辦公室安排；300 人以上需保衛處備案'),
  form: {
    version: 1,
    title: L('学生活动场地申请', 'Student event venue booking', '學生活動場地申請'),
    fields: [
      { id: 'organiser', kind: 'text', label: L('主办组织', 'Organiser', '主辦組織'), required: true, maxLength: 60 },
      { id: 'eventName', kind: 'text', label: L('活动名称', 'Event', '活動名稱'), required: true, maxLength: 60 },
      {
        id: 'venue', kind: 'choice', label: L('申请场地', 'Venue', '申請場地'), required: true,
        options: [opt('hall', '大礼堂', 'Main hall', '大禮堂'), opt('lecture', '学术报告厅', 'Lecture theatre', '學術報告廳'), opt('gym', '体育馆', 'Gymnasium', '體育館'), opt('square', '文化广场', 'Square', '文化廣場'), opt('classroom', '多媒体教室', 'Classroom', '多媒體教室')],
      },
      { id: 'eventDate', kind: 'date', label: L('活动日期', 'Date', '活動日期'), required: true },
      { id: 'startTime', kind: 'time', label: L('开始时间', 'From', '開始時間'), required: true, min: '07:00', max: '22:00' },
      { id: 'endTime', kind: 'time', label: L('结束时间', 'Until', '結束時間'), required: true, min: '07:00', max: '22:30' },
      { id: 'attendees', kind: 'number', label: L('预计人数', 'Expected attendance', '預計人數'), required: true, min: 1, max: 5000, precision: 0 },
      { id: 'equipment', kind: 'multiChoice', label: L('所需设备', 'Equipment', '所需設備'), options: [opt('sound', '音响', 'Sound', '音響'), opt('projector', '投影', 'Projector', '投影'), opt('light', '灯光', 'Lights', '燈光'), opt('stage', '舞台', 'Stage', '舞台')] },
      { id: 'contactPhone', kind: 'text', label: L('负责人电话', 'Contact phone', '負責人電話'), required: true, format: 'phone' },
      { id: 'plan', kind: 'textarea', label: L('活动方案', 'Plan', '活動方案'), required: true, minLength: 20, maxLength: 3000 },
      { id: 'safetyPlan', kind: 'upload', label: L('安全预案', 'Safety plan', '安全預案'), maxFiles: 2, accept: ['pdf', 'doc', 'docx'] },
    ],
    rules: [{ id: 'window', assert: 'endTime > startTime', field: 'endTime', message: L('结束时间须晚于开始时间', 'The end must be after the start', '結束時間須晚於開始時間') }],
    linkage: [{ id: 'big', when: 'attendees > 300', actions: [{ do: 'require', target: 'safetyPlan' }] }],
  },
  process: {
    steps: [
      { key: 'counselor', name: L('辅导员审核', 'Counselor', '輔導員審核'), assignee: { kind: 'counselor' }, mode: 'single', deadlineHours: 24 },
      { key: 'school', name: L('学院审核', 'School', '學院審核'), assignee: { kind: 'leader' }, mode: 'single', deadlineHours: 24 },
      { key: 'venues', name: L('场馆办安排', 'Venues office', '場館辦安排'), assignee: { kind: 'role', role: 'approver' }, mode: 'any', deadlineHours: 48, routes: [{ when: 'attendees > 300', to: 'security' }], next: 'end' },
      { key: 'security', name: L('保卫处备案', 'Security office', '保衛處備案'), assignee: { kind: 'role', role: 'guard' }, mode: 'any', deadlineHours: 48 },
    ],
  },
};
