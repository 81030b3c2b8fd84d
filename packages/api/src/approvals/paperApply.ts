/** 论文材料申请: thesis milestones (proposal, mid-term, defence) examined by the supervisor, then the school. */
import type { ApprovalTemplate } from './index.js';
import { L, opt, profileSource } from './text.js';

export const paperApplyApproval: ApprovalTemplate = {
  key: 'paperApply',
  name: L('论文材料申请', 'Thesis paperwork', '論文材料申請'),
  category: 'teaching',
  description: L('导师审核后由学院审批；答辩申请须附查重报告', 'The supervisor examines, then the school; a defence needs a similarity report', '導師審核後由學院審批；答辯申請須附查重報告'),
  form: {
    version: 1,
    title: L('学位论文材料申请', 'Thesis paperwork', '學位論文材料申請'),
    groups: [
      { id: 'g_student', title: L('学生', 'Student', '學生'), columns: 2 },
      { id: 'g_paper', title: L('论文', 'Thesis', '論文'), columns: 2 },
    ],
    fields: [
      { id: 'name', kind: 'text', label: L('姓名', 'Name', '姓名'), group: 'g_student', required: true, readonly: true },
      { id: 'number', kind: 'text', label: L('学号', 'Student number', '學號'), group: 'g_student', required: true, readonly: true },
      { id: 'department', kind: 'text', label: L('学院', 'School', '學院'), group: 'g_student', readonly: true },
      {
        id: 'degree', kind: 'choice', label: L('学位类别', 'Degree', '學位類別'), group: 'g_student', required: true, display: 'radio',
        options: [opt('bachelor', '学士', 'Bachelor', '學士'), opt('master', '硕士', 'Master', '碩士'), opt('doctor', '博士', 'Doctor', '博士')],
      },
      {
        id: 'stage', kind: 'choice', label: L('申请事项', 'Milestone', '申請事項'), group: 'g_paper', required: true,
        options: [opt('proposal', '开题报告', 'Proposal', '開題報告'), opt('midterm', '中期检查', 'Mid-term review', '中期檢查'), opt('defence', '答辩申请', 'Defence', '答辯申請'), opt('archive', '论文归档', 'Archiving', '論文歸檔')],
      },
      { id: 'title', kind: 'text', label: L('论文题目', 'Title', '論文題目'), group: 'g_paper', required: true, maxLength: 120, span: 2 },
      { id: 'supervisor', kind: 'person', label: L('指导教师', 'Supervisor', '指導教師'), group: 'g_paper', required: true },
      { id: 'words', kind: 'number', label: L('字数（千字）', 'Length (thousand words)', '字數（千字）'), group: 'g_paper', min: 1, max: 500, precision: 1 },
      { id: 'similarity', kind: 'number', label: L('查重比例', 'Similarity', '查重比例'), group: 'g_paper', min: 0, max: 100, precision: 1, unit: '%', hidden: true },
      { id: 'abstract', kind: 'textarea', label: L('摘要', 'Abstract', '摘要'), group: 'g_paper', required: true, minLength: 20, maxLength: 3000, span: 2 },
      { id: 'files', kind: 'upload', label: L('论文材料', 'Documents', '論文材料'), group: 'g_paper', required: true, maxFiles: 5, accept: ['pdf', 'doc', 'docx'] },
      { id: 'supervisorOpinion', kind: 'textarea', label: L('导师评语', "Supervisor's opinion", '導師評語'), group: 'g_paper', readonly: true, maxLength: 1000 },
    ],
    rules: [{ id: 'similarityLimit', when: "stage == 'defence'", assert: 'similarity <= 30', field: 'similarity', message: L('查重比例超过 30% 不能申请答辩', 'Over 30% similarity cannot go to defence', '查重比例超過 30% 不能申請答辯') }],
    linkage: [{ id: 'defence', when: "stage == 'defence'", actions: [{ do: 'show', target: 'similarity' }, { do: 'require', target: 'similarity' }] }],
    dataSources: [profileSource({ name: 'name', number: 'number', department: 'department' })],
    print: { title: L('学位论文材料审批表', 'Thesis paperwork approval', '學位論文材料審批表'), signatureLines: [L('导师意见', 'Supervisor', '導師意見'), L('学院意见', 'School', '學院意見')] },
  },
  process: {
    steps: [
      { key: 'supervisor', name: L('导师审核', 'Supervisor', '導師審核'), assignee: { kind: 'field', field: 'supervisor' }, mode: 'any', deadlineHours: 72, fields: { supervisorOpinion: 'edit' } },
      { key: 'school', name: L('学院审批', 'School', '學院審批'), assignee: { kind: 'leader' }, mode: 'single', deadlineHours: 72 },
    ],
  },
};
