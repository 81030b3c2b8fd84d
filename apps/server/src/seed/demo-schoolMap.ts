/**
 * Demo campus map for a fresh install: the built-in plan (drawn by the schoolMap module),
 * geo-referenced by two control points, seven categories, sixteen POIs with sample photos,
 * a freshman tour and two guides. A site replaces the plan by uploading its own in the console.
 */
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';
import { CAMPUS_PLACES, CAMPUS_SIZE, sampleUrl } from '../modules/schoolMap/sample.js';

type Place = keyof typeof CAMPUS_PLACES;

const CATEGORIES = [
  { key: 'teach', name: '教学科研', icon: '📚', color: '#1677ff' },
  { key: 'office', name: '行政办公', icon: '🏢', color: '#722ed1' },
  { key: 'life', name: '生活服务', icon: '🍜', color: '#fa8c16' },
  { key: 'sport', name: '体育运动', icon: '⚽', color: '#52c41a' },
  { key: 'health', name: '医疗保健', icon: '🏥', color: '#f5222d' },
  { key: 'scenery', name: '校园风光', icon: '🌳', color: '#13c2c2' },
  { key: 'traffic', name: '交通出行', icon: '🚌', color: '#2f54eb' },
] as const;
type Cat = (typeof CATEGORIES)[number]['key'];

const POIS: { place: Place; cat: Cat; name: string; description: string; phone?: string; hours?: string; photos: number[] }[] = [
  { place: 'library', cat: 'teach', name: '图书馆', description: '馆藏图书二百余万册，设自习区、研讨间和电子阅览室。一层为总服务台，可办理借还和证件业务。', phone: '010-6275 5001', hours: '周一至周日 07:30-22:30', photos: [0, 2] },
  { place: 'teachingA', cat: 'teach', name: '第一教学楼', description: '公共课主要教室所在地，共五层，一层设有多媒体报告厅。', hours: '06:30-22:30', photos: [1] },
  { place: 'teachingB', cat: 'teach', name: '第二教学楼', description: '以小班研讨教室和语言实验室为主，三层设考试中心考场。', hours: '06:30-22:30', photos: [3] },
  { place: 'science', cat: 'teach', name: '理科实验楼', description: '物理、化学、生物基础实验中心。进入实验室须完成安全培训。', phone: '010-6275 5101', hours: '08:00-21:00', photos: [4] },
  { place: 'admin', cat: 'office', name: '行政楼', description: '校长办公室、教务处、学生处等职能部门办公地点。', phone: '010-6275 2001', hours: '工作日 08:30-11:30，13:30-17:00', photos: [2] },
  { place: 'itCenter', cat: 'office', name: '信息中心', description: '校园网、统一身份认证和校园卡服务。网络故障可到一层服务窗口。', phone: '010-6275 6000', hours: '工作日 08:30-17:00', photos: [0] },
  { place: 'canteen1', cat: 'life', name: '第一食堂', description: '一层大众餐，二层特色窗口与清真餐厅，三层教工餐厅。', phone: '010-6275 3201', hours: '06:30-09:00，10:50-13:00，16:50-19:00', photos: [1, 3] },
  { place: 'canteen2', cat: 'life', name: '第二食堂', description: '靠近学生公寓，提供早餐、夜宵和面食档口。', phone: '010-6275 3202', hours: '06:30-22:00', photos: [4] },
  { place: 'dorms', cat: 'life', name: '学生公寓 1-3 号楼', description: '本科生公寓。一层有宿管值班室、自助洗衣房和快递柜。', phone: '010-6275 3300', hours: '门禁 06:00-23:30', photos: [2] },
  { place: 'gym', cat: 'sport', name: '体育馆', description: '篮球、羽毛球、乒乓球场地，可在体育场馆预约中订场。', phone: '010-6275 7001', hours: '08:00-21:30', photos: [3] },
  { place: 'stadium', cat: 'sport', name: '东区田径场', description: '400 米标准塑胶跑道与足球场，晨跑打卡点之一。', hours: '06:00-22:00', photos: [10] },
  { place: 'hospital', cat: 'health', name: '校医院', description: '门诊、急诊、药房与体检中心。夜间急诊请走东侧入口。', phone: '010-6275 1120', hours: '门诊 08:00-17:00，急诊 24 小时', photos: [1] },
  { place: 'lake', cat: 'scenery', name: '镜湖', description: '校园西南的人工湖，湖边步道适合散步和晨读。', photos: [12, 15] },
  { place: 'lawn', cat: 'scenery', name: '中心草坪', description: '毕业典礼和社团招新的举办地，周边有校史纪念碑。', photos: [11] },
  { place: 'gate', cat: 'traffic', name: '南门（正门）', description: '学校正门，访客在门卫室登记后入校。', phone: '010-6275 1110', hours: '24 小时', photos: [0] },
  { place: 'busStop', cat: 'traffic', name: '校车南门站', description: '校园巴士与校区间班车的始发站。', hours: '班车 07:00-21:00', photos: [1] },
];

/** Control points of the demo plan: its corners inside the ring road, about 1 m per pixel. */
const GEOREF = {
  a: { x: 80, y: 80, lat: 39.999, lng: 116.3 },
  b: { x: 1120, y: 720, lat: 39.993212, lng: 116.312195 },
};

export async function seedDemoSchoolMap(db: Db, siteId: string): Promise<void> {
  const t = now();
  const mapId = newId();
  await db
    .insertInto('school_maps')
    .values({ id: mapId, site_id: siteId, name: '本部校区', image_url: sampleUrl('campus'), ...CAMPUS_SIZE, georef: JSON.stringify(GEOREF), sort: 0, created_at: t, updated_at: t })
    .execute();
  const cats = new Map(CATEGORIES.map((c) => [c.key, newId()]));
  await db
    .insertInto('school_map_categories')
    .values(CATEGORIES.map((c, i) => ({ id: cats.get(c.key)!, site_id: siteId, name: c.name, icon: c.icon, color: c.color, sort: i, created_at: t })))
    .execute();
  const ids = new Map<Place, string>();
  const rows = POIS.map((p, i) => {
    const id = newId();
    ids.set(p.place, id);
    const { x, y } = CAMPUS_PLACES[p.place];
    return {
      id, site_id: siteId, map_id: mapId, category_id: cats.get(p.cat)!, name: p.name, x, y, description: p.description,
      phone: p.phone ?? '', hours: p.hours ?? '', photos: JSON.stringify(p.photos.map((n) => sampleUrl(`photo-${n}`))), sort: i, created_at: t, updated_at: t,
    };
  });
  await db.insertInto('school_map_pois').values(rows).execute();
  const tour: Place[] = ['gate', 'admin', 'library', 'teachingA', 'canteen1', 'dorms', 'gym', 'hospital'];
  await db
    .insertInto('school_map_routes')
    .values([
      { id: newId(), site_id: siteId, map_id: mapId, name: '新生报到路线', description: '从南门出发，依次经过报到、学习和生活的主要地点，约 40 分钟。', poi_ids: JSON.stringify(tour.map((p) => ids.get(p))), sort: 0, created_at: t, updated_at: t },
      { id: newId(), site_id: siteId, map_id: mapId, name: '校园风光漫步', description: '湖光、草坪与田径场，适合傍晚散步。', poi_ids: JSON.stringify((['lake', 'library', 'lawn', 'stadium'] as Place[]).map((p) => ids.get(p))), sort: 1, created_at: t, updated_at: t },
    ])
    .execute();
  const step = (title: string, body: string, place?: Place) => ({ title, body, ...(place ? { poiId: ids.get(place) } : {}) });
  await db
    .insertInto('school_map_guides')
    .values([
      {
        id: newId(), site_id: siteId, title: '新生入学指南', summary: '报到当天要去的地方和要办的事，一步一步来。', cover: sampleUrl('photo-2'), published: 1, sort: 0, created_at: t, updated_at: t,
        steps: JSON.stringify([
          step('南门入校', '出示录取通知书，在门卫室旁的迎新点领取报到材料。', 'gate'),
          step('行政楼报到', '到学生处确认学籍信息，领取校园卡。', 'admin'),
          step('入住公寓', '凭校园卡到宿管值班室领取钥匙。', 'dorms'),
          step('第一顿饭', '第一食堂一层的新生窗口有优惠套餐。', 'canteen1'),
          step('体检', '按学院安排的时间到校医院体检。', 'hospital'),
        ]),
      },
      {
        id: newId(), site_id: siteId, title: '图书馆使用指南', summary: '借书、自习和研讨间预约。', cover: sampleUrl('photo-0'), published: 1, sort: 1, created_at: t, updated_at: t,
        steps: JSON.stringify([
          step('激活读者证', '校园卡即读者证，首次使用在一层总服务台激活。', 'library'),
          step('借还图书', '自助借还机在一层大厅，每人最多借 20 册，借期 30 天。'),
          step('预约研讨间', '在“座位预约”中选择图书馆研讨间，最长 3 小时。'),
        ]),
      },
    ])
    .execute();
}
