/**
 * Built-in roles: bundles of permission-map entries (spec section 6). Students and teachers
 * have empty maps (the spec: an administrator is anyone whose map is non-empty). Sites can edit
 * these or add their own in the console; module keys follow the route families' module names.
 */
import type { AuthMap } from '@campus/api';

const all = (...subs: string[]) => ({ module: subs });

export const BUILTIN_ROLES: { code: string; name: string; auth: AuthMap }[] = [
  { code: 'student', name: '学生', auth: {} },
  { code: 'teacher', name: '教师', auth: {} },
  {
    code: 'counselor',
    name: '辅导员',
    auth: { dailyReport: all('statistics', 'remind'), epidemic: all('instructor'), message: all('send'), signin: all('manage'), travel: all('manage'), clock: all('manage') },
  },
  {
    code: 'leader',
    name: '院系领导',
    auth: { dailyReport: all('statistics'), epidemic: all('leader'), dataStatistics: all('view') },
  },
  {
    code: 'manager',
    name: '管理员（业务）',
    auth: {
      news: all('manage'),
      notice: all('manage', 'statistics'),
      message: all('send'),
      ticket: all('manage', 'check'),
      seat: all('manage', 'check'),
      activity: all('manage'),
      generalApp: all('manage', 'approve', 'sign'),
      signin: all('manage'),
      voucher: all('manage', 'writeOff'),
      repair: all('dispatch', 'statistics', 'manage'),
      officeTel: all('manage'),
      agenda: all('manage'),
      campusCode: all('manage', 'check'),
      canteen: all('manage', 'writeOff'),
      travel: all('manage', 'all'),
      schoolMap: all('manage'),
      shuttleBus: all('manage'),
      asset: all('manage', 'view'),
      form: all('manage'),
      forms: all('manage'),
      workflow: all('manage'),
      dataStatistics: all('view'),
      lostAndFound: all('manage'),
      fleaMartket: all('manage'),
      photowall: all('moderate'),
      photoCollection: all('manage'),
      video: all('manage'),
      files: all('manage'),
      dataQuery: all('manage'),
      clock: all('manage'),
      document: all('send', 'manage'),
    },
  },
  {
    code: 'admin',
    name: '系统管理员',
    auth: {
      system: all('users', 'roles', 'sites', 'audit'),
      forms: all('manage'),
      workflow: all('manage'),
      campusCode: all('manage'),
      schoolMap: all('manage'),
      asset: all('view'),
      dataStatistics: all('view'),
      news: all('manage'),
      notice: all('manage', 'statistics'),
      message: all('send'),
      portal: all('manage'),
      document: all('send', 'manage'),
    },
  },
  { code: 'repairman', name: '维修工', auth: { repair: all('work') } },
  { code: 'dispatcher', name: '派单员', auth: { repair: all('dispatch', 'statistics'), asset: all('view') } },
  { code: 'approver', name: '审批人', auth: { document: all('approve'), upcApproval: all('approve') } },
  { code: 'checker', name: '验票员', auth: { ticket: all('check'), seat: all('check'), generalApp: all('sign'), activity: all('check'), voucher: all('writeOff') } },
  { code: 'guard', name: '门卫', auth: { campusCode: all('check'), visitor: all('check') } },
];
