/**
 * Demo query set: this year's admission results, open now, found by candidate number and name
 * (the demo students 张三 and 李四 are in it), shown as major, school and enrolment date.
 */
import { rowKey } from '../modules/dataQuery/keys.js';
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';

const HEAD = ['考生号', '姓名', '录取专业', '学院', '报到日期'] as const;
const ROWS: string[][] = [
  ['26110101', '张三', '计算机科学与技术', '计算机学院', '2026-09-01'],
  ['26110102', '李四', '数学与应用数学', '数学学院', '2026-09-01'],
  ['26110103', '王五', '物理学', '物理学院', '2026-09-02'],
  ['26110104', '赵六', '汉语言文学', '文学院', '2026-09-02'],
];

export async function seedDemoDataQuery(db: Db, siteId: string): Promise<void> {
  const t = now();
  const id = newId();
  await db
    .insertInto('dq_sets')
    .values({
      id,
      site_id: siteId,
      title: '2026 年本科录取结果查询',
      description: '请输入考生号和姓名查询本人录取结果。',
      key_columns: JSON.stringify(['考生号', '姓名']),
      show_columns: JSON.stringify(['姓名', '录取专业', '学院', '报到日期']),
      number_column: null,
      opens_at: null,
      closes_at: null,
      limit_per_hour: 10,
      published: 1,
      row_count: ROWS.length,
      queries: 0,
      hits: 0,
      created_at: t,
      updated_at: t,
    })
    .execute();
  await db
    .insertInto('dq_rows')
    .values(ROWS.map((r) => ({ set_id: id, row_key: rowKey([r[0]!, r[1]!]), data: JSON.stringify(Object.fromEntries(HEAD.map((h, i) => [h, r[i] ?? '']))) })))
    .execute();
}
