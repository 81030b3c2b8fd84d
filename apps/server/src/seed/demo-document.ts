/**
 * Demo official documents: two sent by the business manager (孙管理员) — a notice to the
 * computing school (its people have it to handle, one has already signed and handled it) and an
 * affairs item to the maths school — with their receipts and message-centre to-dos.
 */
import { docNumber } from '@campus/api';
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';

interface DemoDoc {
  kind: string;
  title: string;
  prefix: string;
  urgency: string;
  body: string;
  unit: string;
  /** Username of a receiver who already signed and handled it. */
  handledBy?: string;
}

const DOCS: DemoDoc[] = [
  {
    kind: 'outgoing',
    title: '关于做好2026年冬季学期期末考试工作的通知',
    prefix: '演大教发',
    urgency: 'urgent',
    body: '<p>各学院：</p><p>为做好本学期期末考试工作，现将有关事项通知如下：</p><ol><li>考试安排于第十八至十九周进行；</li><li>各学院于第十六周前报送监考安排；</li><li>严肃考风考纪，杜绝违纪作弊。</li></ol><p>特此通知。</p>',
    unit: '计算机学院',
    handledBy: 'leader',
  },
  {
    kind: 'affairs',
    title: '关于寒假期间校园安全检查的事务通知',
    prefix: '演大办',
    urgency: 'normal',
    body: '<p>请各单位于放假前完成本单位实验室、办公室的水电安全检查，并将检查情况报后勤保障部。</p>',
    unit: '数学学院',
  },
];

export async function seedDemoDocument(db: Db, siteId: string, ids: Record<string, string>): Promise<void> {
  const sender = ids.manager;
  if (!sender) return;
  const t = now();
  const year = new Date((t + 8 * 3600) * 1000).getUTCFullYear();
  let seq = 0;
  for (const [i, d] of DOCS.entries()) {
    const dept = await db.selectFrom('departments').select('id').where('site_id', '=', siteId).where('name', '=', d.unit).executeTakeFirst();
    if (!dept) continue;
    seq += 1;
    const id = newId();
    const sentAt = t - (DOCS.length - i) * 86400;
    const number = docNumber(d.prefix, year, seq);
    await db
      .insertInto('documents')
      .values({
        id, site_id: siteId, kind: d.kind, title: d.title, number, number_year: year, number_seq: seq, issuer: '演示大学办公室',
        header_text: '演示大学文件', header_color: '#d40000', urgency: d.urgency, secrecy: 'none', body: d.body, attachments: '[]',
        targets: JSON.stringify({ departments: [dept.id], users: [] }), sender_id: sender, sent_at: sentAt, reminded_at: null,
      })
      .execute();
    const people = await db.selectFrom('users').select(['id', 'department_id']).where('site_id', '=', siteId).where('status', '=', 'active').where('department_id', '=', dept.id).where('id', '!=', sender).execute();
    const handler = d.handledBy ? ids[d.handledBy] : undefined;
    await db
      .insertInto('document_receipts')
      .values(people.map((p) => {
        const done = p.id === handler ? sentAt + 3600 : null;
        return { id: newId(), site_id: siteId, document_id: id, user_id: p.id, department_id: p.department_id, forwarded_by: null, read_at: done, signed_at: done, done_at: done, opinion: done ? '已阅，按要求落实。' : '', created_at: sentAt };
      }))
      .execute();
    const batch = newId();
    await db
      .insertInto('messages')
      .values(people.map((p) => ({
        id: newId(), site_id: siteId, user_id: p.id, category: 'document', title: `公文待办：${d.title}`, body: number, link: `/site/document/officialpage?id=${id}`,
        read_at: null, at: sentAt, kind: 'todo', ref: `document:${id}`, done_at: p.id === handler ? sentAt + 3600 : null, batch_id: batch, sender_id: sender, pushed: 0,
      })))
      .execute();
  }
  await db.insertInto('document_numbers').values({ site_id: siteId, year, last: seq }).execute();
}
