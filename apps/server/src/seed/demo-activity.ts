/** Demo activity data for a fresh install (so the screens show something real). */
import crypto from 'node:crypto';
import type { Db } from '../platform/db/index.js';
import { newId, now, randomToken } from '../platform/util.js';

const DAY = 86400;
const code = () => Array.from(crypto.randomBytes(12), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[b % 32]).join('');

/** `users`: demo usernames → user ids on `siteId`. */
export async function seedDemoActivity(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const owner = users.manager;
  if (!owner) return;
  const t = now();
  const rows = [
    { title: '秋季草地音乐节', category: 'arts', organiser: '校团委', place: '东区大草坪', start: 5 * DAY, capacity: 200, desc: '<p>乐队演出、游园摊位与草地野餐，欢迎同学们带上朋友一起来。</p>' },
    { title: '人工智能前沿讲座', category: 'academic', organiser: '计算机学院', place: '图书馆报告厅', start: 3 * DAY, capacity: 120, desc: '<p>邀请校外专家分享大模型研究进展，现场设问答环节。</p>' },
    { title: '社区敬老志愿服务', category: 'volunteer', organiser: '青年志愿者协会', place: '学府社区', start: 7 * DAY, capacity: 30, desc: '<p>陪伴老人聊天、打扫卫生，计入志愿时长。报名需审核。</p>', approval: true },
    { title: '新生篮球联赛', category: 'sports', organiser: '体育部', place: '体育馆', start: 10 * DAY, capacity: null, desc: '<p>以班级为单位参赛，欢迎观赛。</p>' },
  ];
  const ids: string[] = [];
  for (const r of rows) {
    const id = newId();
    ids.push(id);
    await db
      .insertInto('activities')
      .values({
        id,
        site_id: siteId,
        title: r.title,
        category: r.category,
        organiser: r.organiser,
        cover_id: '',
        cover_url: '',
        description: r.desc,
        place: r.place,
        starts_at: t + r.start,
        ends_at: t + r.start + 3 * 3600,
        signup_open_at: t - DAY,
        signup_close_at: t + r.start - 3600,
        capacity: r.capacity,
        taken: 0,
        needs_approval: r.approval ? 1 : 0,
        audience: JSON.stringify({ site: true }),
        published: 1,
        cancelled: 0,
        cancel_reason: '',
        checkin_secret: randomToken(24),
        created_by: owner,
        created_at: t,
        updated_at: t,
      })
      .execute();
  }
  // student2 already signed up for the lecture (its place counted).
  const s2 = users.student2;
  if (s2 && ids[1]) {
    await db
      .insertInto('activity_signups')
      .values({ id: newId(), site_id: siteId, activity_id: ids[1], user_id: s2, status: 'approved', note: '', code: code(), created_at: t, updated_at: t, checked_at: null, checked_by: null })
      .execute();
    await db.updateTable('activities').set({ taken: 1 }).where('id', '=', ids[1]).execute();
  }
}
