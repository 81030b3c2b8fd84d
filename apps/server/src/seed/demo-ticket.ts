/** Demo ticket data for a fresh install (so the screens show something real): one open grab event, one reserve event. */
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';

/** `users`: demo usernames → user ids on `siteId`. */
export async function seedDemoTicket(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const t = now();
  const day = 86400;
  const events = [
    {
      title: '新年音乐会',
      description: '校交响乐团新年专场。凭票入场，请提前 15 分钟到场。',
      place: '大礼堂',
      mode: 'grab',
      open_at: t - 3600,
      close_at: t + 3 * day,
      starts_at: t + 5 * day,
      types: [
        { name: '内场', quota: 100, per_person: 1 },
        { name: '楼座', quota: 200, per_person: 2 },
      ],
    },
    {
      title: '毕业季话剧《青春》',
      description: '戏剧社毕业大戏。预约后抽签分配，结果以消息通知。',
      place: '学生活动中心剧场',
      mode: 'reserve',
      open_at: t - 3600,
      close_at: t + 2 * day,
      starts_at: t + 7 * day,
      types: [{ name: '普通票', quota: 150, per_person: 1 }],
    },
  ];
  for (const e of events) {
    const id = newId();
    await db
      .insertInto('ticket_events')
      .values({
        id,
        site_id: siteId,
        title: e.title,
        description: e.description,
        place: e.place,
        mode: e.mode,
        starts_at: e.starts_at,
        open_at: e.open_at,
        close_at: e.close_at,
        refund_until: e.starts_at - day,
        hold_minutes: 15,
        auto_draw: e.mode === 'reserve' ? 1 : 0,
        drawn_at: null,
        open_notified: 1,
        audience: JSON.stringify({ site: true }),
        published: 1,
        created_by: users.manager ?? null,
        created_at: t,
        updated_at: t,
      })
      .execute();
    await db
      .insertInto('ticket_types')
      .values(e.types.map((ty, i) => ({ id: newId(), site_id: siteId, event_id: id, name: ty.name, quota: ty.quota, remaining: ty.quota, held: 0, per_person: ty.per_person, sort: i, created_at: t })))
      .execute();
  }
}
