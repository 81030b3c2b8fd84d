/**
 * Demo content for a fresh install, so the news, notice and history screens show something
 * real: categories, a few published items for the whole site, and the school's content pages.
 * Written with the content module's own insert, bodies through the one sanitizer.
 */
import type { Audience } from '@campus/api';
import type { Db } from '../platform/db/index.js';
import { sanitizeRichText } from '../platform/sanitize.js';
import { newId, now } from '../platform/util.js';
import { insertItem } from '../modules/content/queries.js';

const SITE: Audience = { site: true };

interface DemoItem {
  kind: string;
  category?: string;
  slug?: string;
  title: string;
  summary: string;
  body: string;
  pinned?: boolean;
  ageHours: number;
}

const CATEGORIES = [
  { kind: 'news', name: '校园新闻', public: 1 },
  { kind: 'news', name: '学术动态', public: 1 },
  { kind: 'notice', name: '教务通知', public: 0 },
  { kind: 'notice', name: '后勤通知', public: 0 },
];

const ITEMS: DemoItem[] = [
  {
    kind: 'news', category: '校园新闻', title: '我校举行2026年秋季运动会', summary: '三千余名师生参加，打破两项校纪录。', ageHours: 30,
    body: '<p>11月15日，我校2026年秋季运动会在东区田径场开幕。</p><p>本届运动会共设<strong>42</strong>个项目，三千余名师生参赛。</p>',
  },
  {
    kind: 'news', category: '学术动态', title: '计算机学院研究成果入选国际顶级会议', summary: '三篇论文被录用。', ageHours: 52,
    body: '<p>近日，计算机学院三篇论文被国际顶级会议录用，研究方向包括分布式系统与人机交互。</p>',
  },
  {
    kind: 'notice', category: '教务通知', title: '关于2026-2027学年第一学期期末考试安排的通知', summary: '考试周为第十八、十九周。', pinned: true, ageHours: 8,
    body: '<p>各学院：</p><ol><li>考试周为第十八、十九周；</li><li>请考生携带学生证、身份证参加考试；</li><li>具体考场安排请在“考试安排”中查询。</li></ol>',
  },
  {
    kind: 'notice', category: '后勤通知', title: '东区学生公寓热水系统检修通知', summary: '11月25日 9:00-17:00 暂停供应热水。', ageHours: 20,
    body: '<p>因设备检修，东区学生公寓将于11月25日9:00至17:00暂停供应热水，给您带来不便，敬请谅解。</p>',
  },
  {
    kind: 'announcement', title: '校园服务大厅上线公告', summary: '常用服务一站办理。', ageHours: 72,
    body: '<p>校园服务大厅已上线，报修、预约、缴费、通知等常用服务可在手机上一站办理。</p>',
  },
  {
    kind: 'hotissue', title: '图书馆延长开放时间的建议', summary: '考试周期间图书馆是否可以开放到23:00？', ageHours: 40,
    body: '<p>图书馆回复：考试周期间（第十八、十九周）自习区开放至23:00。</p>',
  },
  {
    kind: 'page', slug: 'schoolHistory', title: '校史沿革', summary: '', ageHours: 500,
    body: '<h2>建校</h2><p>学校创建于1952年，最初设有三个系。</p><h2>发展</h2><p>1998年合并组建为综合性大学，现有二十个学院。</p>',
  },
  {
    kind: 'page', slug: 'graduation', title: '毕业纪念', summary: '', ageHours: 500,
    body: '<p>致2026届毕业生：愿你们带着母校的祝福，前程似锦。</p>',
  },
];

export async function seedDemoContent(db: Db, siteId: string, authorId: string | null): Promise<void> {
  const t = now();
  const categoryIds = new Map<string, string>();
  for (const [i, c] of CATEGORIES.entries()) {
    const id = newId();
    categoryIds.set(c.name, id);
    await db.insertInto('content_categories').values({ id, site_id: siteId, kind: c.kind, name: c.name, public: c.public, sort: i, created_at: t }).execute();
  }
  await db.transaction().execute(async (trx) => {
    for (const item of ITEMS) {
      const at = t - item.ageHours * 3600;
      await insertItem(
        trx,
        {
          id: newId(), site_id: siteId, kind: item.kind, category_id: item.category ? (categoryIds.get(item.category) ?? null) : null,
          slug: item.slug ?? null, title: item.title, summary: item.summary, body: sanitizeRichText(item.body),
          audience: JSON.stringify(SITE), audience_site: 1, status: 'published', publish_at: at, expire_at: null,
          pinned: item.pinned ? 1 : 0, pinned_at: item.pinned ? at : null, author_id: authorId, created_at: at, updated_at: at,
        },
        SITE,
      );
    }
  });
}
