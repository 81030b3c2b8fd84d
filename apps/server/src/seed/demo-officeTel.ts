/** Demo phone book for a fresh install: units with offices, and the emergency numbers. */
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';

type Unit = { name: string; emergency?: boolean; entries: [string, string, string][]; offices?: { name: string; entries: [string, string, string][] }[] };

const BOOK: Unit[] = [
  {
    name: '校园紧急电话',
    emergency: true,
    entries: [
      ['校园报警（保卫处值班室）', '010-6275 1110', '保卫处一楼'],
      ['校医院急诊', '010-6275 1120', '校医院一层'],
      ['医务室', '010-6275 1121', '学生公寓 3 号楼'],
      ['消防值班', '010-6275 1119', '保卫处二楼'],
    ],
  },
  {
    name: '教务处',
    entries: [['教务处办公室', '010-6275 2001', '行政楼 201']],
    offices: [
      { name: '学籍科', entries: [['学籍管理', '010-6275 2011', '行政楼 205']] },
      { name: '考试中心', entries: [['考务咨询', '010-6275 2021, 010-6275 2022', '行政楼 208']] },
    ],
  },
  {
    name: '后勤保障部',
    entries: [['后勤服务热线', '010-6275 3000', '后勤楼 101']],
    offices: [
      { name: '物业中心', entries: [['报修电话', '010-6275 3100', '后勤楼 110']] },
      { name: '饮食中心', entries: [['一食堂', '010-6275 3201', '一食堂二楼']] },
    ],
  },
  { name: '计算机学院', entries: [['学院办公室', '010-6275 4001', '信息楼 301'], ['学生工作办公室', '010-6275 4002', '信息楼 305']] },
];

export async function seedDemoOfficeTel(db: Db, siteId: string): Promise<void> {
  const t = now();
  const entry = (unit_id: string, [name, phones, location]: [string, string, string], sort: number) => {
    const list = phones.split(/,\s*/);
    return { id: newId(), site_id: siteId, unit_id, name, phones: JSON.stringify(list), digits: list.map((p) => p.replace(/[^0-9]/g, '')).join(' '), location, notes: '', sort, created_at: t, updated_at: t };
  };
  for (const [i, u] of BOOK.entries()) {
    const id = newId();
    await db.insertInto('tel_units').values({ id, site_id: siteId, parent_id: null, name: u.name, emergency: u.emergency ? 1 : 0, sort: i, created_at: t }).execute();
    await db.insertInto('tel_entries').values(u.entries.map((e, j) => entry(id, e, j))).execute();
    for (const [k, o] of (u.offices ?? []).entries()) {
      const oid = newId();
      await db.insertInto('tel_units').values({ id: oid, site_id: siteId, parent_id: id, name: o.name, emergency: 0, sort: k, created_at: t }).execute();
      await db.insertInto('tel_entries').values(o.entries.map((e, j) => entry(oid, e, j))).execute();
    }
  }
}
