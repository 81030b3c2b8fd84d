/**
 * Demo application square and home layouts for a fresh install: categories of services (paths
 * of the H5) and outside apps, some for certain roles only, with a few uses so "popular" shows
 * something; the site's default home layout and two schools' own (csu, xidian).
 */
import type { HomeSection } from '@campus/api';
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';

type App = { name: string; icon: string; description: string; target: string; roles?: string[]; uses?: number };

const DIRECTORY: { name: string; icon: string; apps: App[] }[] = [
  {
    name: '校园生活',
    icon: '生',
    apps: [
      { name: '电话黄页', icon: '话', description: '各单位办公电话与紧急电话', target: '/officeTel/homePage', uses: 40 },
      { name: '校车时刻', icon: '车', description: '校车线路、站点与发车时间', target: '/shuttleBus/index', uses: 25 },
      { name: '场馆预约', icon: '馆', description: '体育场馆与活动室预约', target: '/generalApp/index', uses: 18 },
      { name: '图书馆座位', icon: '座', description: '阅览室座位预约', target: '/seat/index', uses: 30 },
    ],
  },
  {
    name: '资讯通知',
    icon: '讯',
    apps: [
      { name: '新闻资讯', icon: '闻', description: '学校新闻', target: '/news/index', uses: 22 },
      { name: '通知公告', icon: '告', description: '学校与院系通知', target: '/notice/index', uses: 35 },
      { name: '消息中心', icon: '信', description: '我的消息', target: '/message/index' },
    ],
  },
  {
    name: '活动票务',
    icon: '票',
    apps: [
      { name: '校园活动', icon: '动', description: '报名参加校园活动', target: '/activity/index', uses: 12 },
      { name: '抢票', icon: '抢', description: '讲座、演出票务', target: '/ticket/index', uses: 15 },
    ],
  },
  {
    name: '教学办公',
    icon: '教',
    apps: [
      { name: '资产查询', icon: '资', description: '教学科研资产', target: '/asset/index', roles: ['teacher', 'manager', 'admin', 'dispatcher'] },
      { name: '教务系统', icon: '务', description: '校外应用：教务管理系统（教师）', target: 'https://jw.example.edu.cn/', roles: ['teacher', 'counselor', 'leader'] },
      { name: '学生工作', icon: '学', description: '校外应用：学生工作系统（辅导员）', target: 'https://xg.example.edu.cn/', roles: ['counselor'] },
    ],
  },
];

const layouts = (ids: Map<string, string>): { key: string; title: string; sections: HomeSection[] }[] => {
  const pick = (...names: string[]) => names.map((n) => ids.get(n)).filter((x): x is string => x !== undefined);
  return [
    {
      key: 'default',
      title: '演示大学',
      sections: [
        { id: 'entries', type: 'entries', title: '常用服务', source: 'apps', appIds: pick('通知公告', '新闻资讯', '电话黄页', '校车时刻', '图书馆座位', '场馆预约', '校园活动', '抢票'), limit: 8, columns: 4 },
        { id: 'news', type: 'news', title: '学校新闻', limit: 5 },
        { id: 'notices', type: 'notices', title: '通知公告', limit: 5 },
        { id: 'links', type: 'links', title: '快捷入口', items: [{ title: '个人中心', target: '/center/personal' }, { title: '我的消息', target: '/message/index' }] },
        { id: 'phone', type: 'phoneBook', title: '', showEmergency: true },
      ],
    },
    {
      key: 'csu',
      title: '中南校园',
      sections: [
        { id: 'hot', type: 'entries', title: '热门应用', source: 'popular', appIds: [], limit: 8, columns: 4 },
        { id: 'mine', type: 'entries', title: '我的收藏', source: 'favorites', appIds: [], limit: 8, columns: 4 },
        { id: 'notices', type: 'notices', title: '校园通知', limit: 3 },
      ],
    },
    {
      key: 'xidian',
      title: '西电校园',
      sections: [
        { id: 'links', type: 'links', title: '西电门户', items: [{ title: '校园新闻', target: '/xidianPage/news' }, { title: '通讯录', target: '/xidianPage/addressBook' }, { title: '应用中心', target: '/xidianPage/apps' }] },
        { id: 'entries', type: 'entries', title: '服务大厅', source: 'apps', appIds: pick('电话黄页', '校车时刻', '通知公告', '新闻资讯'), limit: 8, columns: 4 },
        { id: 'news', type: 'news', title: '西电要闻', limit: 5 },
        { id: 'phone', type: 'phoneBook', title: '常用电话', showEmergency: true },
      ],
    },
  ];
};

export async function seedDemoPortal(db: Db, siteId: string): Promise<void> {
  const t = now();
  const ids = new Map<string, string>();
  for (const [i, c] of DIRECTORY.entries()) {
    const categoryId = newId();
    await db.insertInto('portal_categories').values({ id: categoryId, site_id: siteId, name: c.name, icon: c.icon, sort: i, created_at: t }).execute();
    for (const [j, a] of c.apps.entries()) {
      const id = newId();
      ids.set(a.name, id);
      await db
        .insertInto('portal_apps')
        .values({
          id, site_id: siteId, category_id: categoryId, name: a.name, icon: a.icon, description: a.description,
          kind: a.target.startsWith('/') ? 'route' : 'url', target: a.target, sso_method: null, roles: JSON.stringify(a.roles ?? []),
          enabled: 1, sort: j, uses: a.uses ?? 0, created_at: t, updated_at: t,
        })
        .execute();
    }
  }
  for (const l of layouts(ids)) {
    await db.insertInto('portal_layouts').values({ site_id: siteId, layout_key: l.key, title: l.title, sections: JSON.stringify(l.sections), updated_by: null, updated_at: t }).execute();
  }
}
