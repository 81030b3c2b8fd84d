/**
 * Demo data for a fresh install (DEMO on, empty database): three sites, departments, classes
 * and one account per role on the default site, all with password Demo@1234.
 */
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';
import { createSite, createUser } from './bootstrap.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoContent } from './demo-content.js';
import { seedDemoGeneralApp } from './demo-generalApp.js';
import { seedDemoSeat } from './demo-seat.js';
import { seedDemoSignin } from './demo-signin.js';
import { seedDemoTicket } from './demo-ticket.js';
import { seedDemoVoucher } from './demo-voucher.js';
import { seedDemoRepair } from './demo-repair.js';
import { seedDemoOfficeTel } from './demo-officeTel.js';
import { seedDemoShuttleBus } from './demo-shuttleBus.js';
import { seedDemoAsset } from './demo-asset.js';
import { seedDemoAgenda } from './demo-agenda.js';
import { seedDemoPortal } from './demo-portal.js';
import { seedDemoSchoolMap } from './demo-schoolMap.js';
import { seedDemoCampusCode } from './demo-campusCode.js';
import { seedDemoCanteen } from './demo-canteen.js';
import { seedDemoTravel } from './demo-travel.js';
import { seedDemoFiles } from './demo-files.js';
import { seedDemoDataQuery } from './demo-dataQuery.js';
import { seedDemoClock } from './demo-clock.js';
import { seedDemoForms } from './demo-forms.js';
import { seedDemoWorkflow } from './demo-workflow.js';
import { seedDemoDocument } from './demo-document.js';

export const DEMO_PASSWORD = 'Demo@1234';

export const DEMO_ACCOUNTS = [
  { username: 'student', name: '张三', kind: 'student', number: '2024010101', roles: ['student'], cls: 0 },
  { username: 'student2', name: '李四', kind: 'student', number: '2024010201', roles: ['student'], cls: 1 },
  { username: 'teacher', name: '王老师', kind: 'teacher', number: 'T1001', roles: ['teacher'] },
  { username: 'counselor', name: '赵辅导员', kind: 'teacher', number: 'T1002', roles: ['counselor'] },
  { username: 'leader', name: '钱院长', kind: 'teacher', number: 'T1003', roles: ['leader'] },
  { username: 'manager', name: '孙管理员', kind: 'staff', number: 'S2001', roles: ['manager'] },
  { username: 'admin', name: '系统管理员', kind: 'staff', number: 'S2000', roles: ['admin'], isSuper: true },
  { username: 'repairman', name: '周师傅', kind: 'staff', number: 'S3001', roles: ['repairman'] },
  { username: 'dispatcher', name: '吴调度', kind: 'staff', number: 'S3002', roles: ['dispatcher'] },
  { username: 'approver', name: '郑审批', kind: 'staff', number: 'S3003', roles: ['approver'] },
  { username: 'checker', name: '陈验票', kind: 'staff', number: 'S3004', roles: ['checker'] },
  { username: 'guard', name: '刘门卫', kind: 'staff', number: 'S3005', roles: ['guard'] },
] as const;

/** `uploadDir`: the attachment store, for the demo's files (the signature of the demo leave applications). */
export async function seedDemo(db: Db, opts: { defaultSite: string; logN: number; uploadDir: string; withContent?: boolean }): Promise<void> {
  const { defaultSite, logN } = opts;
  await createSite(db, { id: defaultSite, name: '演示大学', is_default: 1, copyright: '© 演示大学 信息化办公室' });
  // Two schools that differ in their flags (spec section 6), and the ministry site `moe`.
  await createSite(db, {
    id: 'pku',
    name: '北方大学',
    copyright: '© 北方大学',
    flags: { hideAddService: true, showMoveTips: false },
  });
  await createSite(db, { id: 'fudan', name: '南方大学', copyright: '© 南方大学', flags: { hideAddService: false, showMoveTips: true } });
  await createSite(db, { id: 'moe', name: '教育部示范站点', copyright: '© moe', flags: { hideAddService: true } });

  const t = now();
  const depts = [
    { id: newId(), name: '计算机学院' },
    { id: newId(), name: '数学学院' },
    { id: newId(), name: '后勤保障部' },
  ];
  await db.insertInto('departments').values(depts.map((d) => ({ ...d, site_id: defaultSite, parent_id: null, leader_user_id: null, created_at: t }))).execute();
  const classes = [
    { id: newId(), name: '计科2401班', grade: '2024', department_id: depts[0]!.id },
    { id: newId(), name: '数学2401班', grade: '2024', department_id: depts[1]!.id },
  ];
  await db.insertInto('classes').values(classes.map((c) => ({ ...c, site_id: defaultSite, counselor_user_id: null, created_at: t }))).execute();

  const ids: Record<string, string> = {};
  for (const a of DEMO_ACCOUNTS) {
    const cls = 'cls' in a ? classes[a.cls] : undefined;
    ids[a.username] = await createUser(db, logN, {
      site_id: defaultSite,
      username: a.username,
      name: a.name,
      password: DEMO_PASSWORD,
      kind: a.kind,
      number: a.number,
      is_super: 'isSuper' in a && a.isSuper ? 1 : 0,
      department_id: cls?.department_id ?? (a.kind === 'staff' ? depts[2]!.id : depts[0]!.id),
      class_id: cls?.id ?? null,
      roles: [...a.roles],
    });
  }
  await db.updateTable('classes').set({ counselor_user_id: ids.counselor! }).execute();
  await db.updateTable('departments').set({ leader_user_id: ids.leader! }).where('id', '=', depts[0]!.id).execute();
  // A student account on another site, to show that sites never mix.
  await createUser(db, logN, { site_id: 'pku', username: 'student', name: '北大学生', password: DEMO_PASSWORD, roles: ['student'] });
  if (opts.withContent === false) return;
  await seedDemoContent(db, defaultSite, ids.manager ?? null);
  for (const seed of [seedDemoTicket, seedDemoSeat, seedDemoActivity, seedDemoGeneralApp, seedDemoSignin, seedDemoVoucher, seedDemoRepair, seedDemoAsset, seedDemoOfficeTel, seedDemoShuttleBus, seedDemoPortal, seedDemoSchoolMap, seedDemoCampusCode, seedDemoCanteen, seedDemoTravel, seedDemoAgenda]) {
    await seed(db, defaultSite, ids);
  }
  await seedDemoForms(db, defaultSite, ids, opts.uploadDir);
  for (const seed of [seedDemoWorkflow, seedDemoDocument]) await seed(db, defaultSite, ids);
  for (const seed of [seedDemoFiles, seedDemoDataQuery, seedDemoClock]) await seed(db, defaultSite);
}
