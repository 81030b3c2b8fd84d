/**
 * Campus map through HTTP: reading is public and bound to the site; editing needs
 * schoolMap.manage on that site; POIs must lie inside the map image (whose size the server reads
 * from the uploaded file); routes take POIs of their map; search spans names, descriptions and
 * categories; coordinates and "open in" links appear only with control points and a provider.
 */
import { E, type CampusMap, type MapCategory, type MapGuide, type MapPoi, type MapRoute } from '@campus/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleImage } from '../src/modules/schoolMap/sample.js';
import { seedDemoSchoolMap } from '../src/seed/demo-schoolMap.js';
import { multipart } from './admin-fixtures.js';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
let manager: Client;
let student: Client;
let mapId: string;
let catId: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
  student = await loginAs(t.app, 'student');
  // Another site's map, to show that sites never mix.
  await seedDemoSchoolMap(t.app.platform.db, 'pku');
});
afterAll(() => t.close());

const field = (r: { d: unknown }) => (r.d as { field?: string } | null)?.field;
async function save(url: string, body: Record<string, unknown>, c = manager) {
  const r = await c.post<{ id: string }>(`/api/schoolMap/${url}`, body);
  if (r.e !== E.OK) throw new Error(`${url}: ${r.e} ${r.m}`);
  return r.d.id;
}
async function uploadPng(c: Client, png: Buffer): Promise<string> {
  const { payload, headers } = multipart('file', 'plan.png', png, 'image/png');
  const res = await c.raw({ method: 'POST', url: '/api/upload/index', payload, headers });
  return (res.json() as { d: { url: string } }).d.url;
}
const pois = async (c: Client, q: Record<string, string> = {}) => (await c.get<{ list: MapPoi[] }>('/api/schoolMap/pois', q)).d.list;
const overview = async (c: Client) => (await c.get<{ maps: CampusMap[]; categories: MapCategory[]; provider: string | null }>('/api/schoolMap/overview')).d;

describe('maps', () => {
  it('reads the size of an uploaded image and refuses what is not an image of this site', async () => {
    const url = await uploadPng(manager, sampleImage('photo-1')!);
    mapId = await save('save-map', { name: '东校区', imageUrl: url });
    const m = (await overview(student)).maps.find((x) => x.id === mapId)!;
    expect([m.width, m.height]).toEqual([480, 320]);
    expect(field(await manager.post('/api/schoolMap/save-map', { name: '外链', imageUrl: 'https://evil.example/x.png' }))).toBe('imageUrl');
    expect(field(await manager.post('/api/schoolMap/save-map', { name: '伪造', imageUrl: '/site/attach?file=all/2026/01/nope.png' }))).toBe('imageUrl');
    expect(field(await manager.post('/api/schoolMap/save-map', { name: '', imageUrl: url }))).toBe('name');
  });

  it('checks control points: inside the image, apart on the image and on the earth', async () => {
    const base = { id: mapId, name: '东校区', imageUrl: (await overview(manager)).maps.find((x) => x.id === mapId)!.imageUrl };
    const a = { x: 0, y: 0, lat: 40, lng: 116 };
    expect(field(await manager.post('/api/schoolMap/save-map', { ...base, georef: { a, b: { x: 900, y: 10, lat: 40.001, lng: 116.001 } } }))).toBe('georef.b');
    expect(field(await manager.post('/api/schoolMap/save-map', { ...base, georef: { a, b: { ...a, x: 100 } } }))).toBe('georef');
    expect(field(await manager.post('/api/schoolMap/save-map', { ...base, georef: { a, b: { x: 400, y: 300, lat: 91, lng: 116 } } }))).toBe('georef.b.lat');
    expect((await manager.post('/api/schoolMap/save-map', { ...base, georef: { a, b: { x: 480, y: 320, lat: 39.997, lng: 116.005 } } })).e).toBe(E.OK);
  });
});

describe('POIs', () => {
  it('must lie inside the map image', async () => {
    catId = await save('save-category', { name: '教学楼', icon: '📚', color: '#1677ff' });
    const poi = { mapId, categoryId: catId, name: '实验楼' };
    expect(field(await manager.post('/api/schoolMap/save-poi', { ...poi, x: 481, y: 10 }))).toBe('x');
    expect(field(await manager.post('/api/schoolMap/save-poi', { ...poi, x: 10, y: -1 }))).toBe('y');
    expect(field(await manager.post('/api/schoolMap/save-poi', { ...poi, x: 'abc', y: 10 }))).toBe('x');
    expect(field(await manager.post('/api/schoolMap/save-poi', { ...poi, x: 10, y: 10, mapId: 'nope' }))).toBe('mapId');
    expect(field(await manager.post('/api/schoolMap/save-poi', { ...poi, x: 10, y: 10, categoryId: 'nope' }))).toBe('categoryId');
    expect(field(await manager.post('/api/schoolMap/save-poi', { ...poi, x: 10, y: 10, photos: ['/site/attach?file=all/2026/01/x.png'] }))).toBe('photos.0');
    const id = await save('save-poi', { ...poi, x: 480, y: 320, description: '化学与生物实验室', phone: '010-1234', hours: '08:00-21:00' });
    expect(field(await manager.post('/api/schoolMap/move-poi', { id, x: 10, y: 400 }))).toBe('y');
    expect((await manager.post('/api/schoolMap/move-poi', { id, x: 240, y: 160 })).e).toBe(E.OK);
    const got = (await student.get<MapPoi>('/api/schoolMap/poi', { id })).d;
    expect([got.x, got.y, got.phone]).toEqual([240, 160, '010-1234']);
  });

  it('takes photos uploaded on this site, and form-encoded bodies as the apps send them', async () => {
    const photo = await uploadPng(manager, sampleImage('photo-2')!);
    const r = await manager.postForm<{ id: string }>(
      '/api/schoolMap/save-poi',
      new URLSearchParams({ mapId, categoryId: catId, name: '报告厅', x: '100.5', y: '50', photos: photo }).toString(),
    );
    expect(r.e).toBe(E.OK);
    expect((await student.get<MapPoi>('/api/schoolMap/poi', { id: r.d.id })).d.photos).toEqual([photo]);
  });

  it('is searched by name, description and category, and filtered by category', async () => {
    const other = await save('save-category', { name: '食堂', icon: '🍜' });
    await save('save-poi', { mapId, categoryId: other, name: '学一食堂', x: 5, y: 5 });
    expect((await pois(student, { keyword: '实验' })).map((p) => p.name)).toEqual(['实验楼']);
    expect((await pois(student, { keyword: '生物' })).map((p) => p.name)).toEqual(['实验楼']);
    expect((await pois(student, { keyword: '食堂' })).map((p) => p.name)).toEqual(['学一食堂']);
    expect((await pois(student, { categoryId: other })).map((p) => p.name)).toEqual(['学一食堂']);
    expect((await pois(student, { keyword: '100%' })).length).toBe(0);
    expect(field(await student.get('/api/schoolMap/pois', { categoryId: 'nope' }))).toBe('categoryId');
  });

  it('keeps a category or map in use from being deleted', async () => {
    expect((await manager.post('/api/schoolMap/delete-category', { id: catId })).e).toBe(E.CONFLICT);
    expect((await manager.post('/api/schoolMap/delete-map', { id: mapId })).e).toBe(E.CONFLICT);
    const spare = await save('save-category', { name: '空', icon: '·' });
    expect((await manager.post('/api/schoolMap/delete-category', { id: spare })).e).toBe(E.OK);
    expect((await manager.post('/api/schoolMap/delete-category', { id: spare })).e).toBe(E.NOT_FOUND);
  });
});

describe('coordinates and the outside provider', () => {
  it('gives POIs coordinates from the control points and a link once a provider is set', async () => {
    const [p] = await pois(student, { keyword: '实验楼' });
    // Halfway between the control points (0,0)→(40,116) and (480,320)→(39.997,116.005).
    expect(p!.lat).toBeCloseTo(39.9985, 4);
    expect(p!.lng).toBeCloseTo(116.0025, 4);
    expect(p!.externalUrl).toBeNull();
    expect(field(await manager.post('/api/schoolMap/save-settings', { provider: 'amap', key: '' }))).toBe('key');
    expect(field(await manager.post('/api/schoolMap/save-settings', { provider: 'bing', key: 'k' }))).toBe('provider');
    expect((await student.post('/api/schoolMap/save-settings', { provider: 'osm' })).e).toBe(E.FORBIDDEN);
    expect((await manager.post('/api/schoolMap/save-settings', { provider: 'amap', key: 'abc123' })).e).toBe(E.OK);
    expect((await overview(student)).provider).toBe('amap');
    const [q] = await pois(student, { keyword: '实验楼' });
    expect(q!.externalUrl).toMatch(/^https:\/\/uri\.amap\.com\/marker\?position=116\.0025[0-9]*,39\.9985/);
    expect((await manager.get('/api/schoolMap/settings')).d).toEqual({ provider: 'amap', key: 'abc123' });
    await manager.post('/api/schoolMap/save-settings', { provider: '' });
    expect((await pois(student, { keyword: '实验楼' }))[0]!.externalUrl).toBeNull();
  });
});

describe('routes and guides', () => {
  it('takes a route of POIs of its map, each once, in order', async () => {
    const list = await pois(manager, { mapId });
    const [a, b, c] = list.map((p) => p.id);
    const pkuPoi = (await pois(new Client(t.app, { 'x-site': 'pku' })))[0]!.id;
    expect(field(await manager.post('/api/schoolMap/save-route', { mapId, name: '游览', poiIds: [a] }))).toBe('poiIds');
    expect(field(await manager.post('/api/schoolMap/save-route', { mapId, name: '游览', poiIds: [a, a] }))).toBe('poiIds');
    expect(field(await manager.post('/api/schoolMap/save-route', { mapId, name: '游览', poiIds: [a, pkuPoi] }))).toBe('poiIds.1');
    await save('save-route', { mapId, name: '游览', poiIds: [c, a, b] });
    const routes = (await student.get<{ list: MapRoute[] }>('/api/schoolMap/routes', { mapId })).d.list;
    expect(routes[0]!.stops.map((s) => s.id)).toEqual([c, a, b]);
    // A deleted POI drops out of the route.
    await manager.post('/api/schoolMap/delete-poi', { id: a });
    expect((await student.get<{ list: MapRoute[] }>('/api/schoolMap/routes', { mapId })).d.list[0]!.stops.map((s) => s.id)).toEqual([c, b]);
  });

  it('publishes guides whose steps link POIs; drafts stay in the console', async () => {
    const [p] = await pois(manager, { mapId });
    expect(field(await manager.post('/api/schoolMap/save-guide', { title: '指南', steps: [] }))).toBe('steps');
    expect(field(await manager.post('/api/schoolMap/save-guide', { title: '指南', steps: [{ title: '一', poiId: 'nope' }] }))).toBe('steps.0.poiId');
    const id = await save('save-guide', { title: '新生指南', steps: [{ title: '去这里', body: '看看', poiId: p!.id }, { title: '再想想' }] });
    const draft = await save('save-guide', { title: '草稿', published: false, steps: [{ title: '一' }] });
    const g = (await student.get<MapGuide>('/api/schoolMap/guide', { id })).d;
    expect(g.steps.map((s) => s.poiName)).toEqual([p!.name, null]);
    expect((await student.get<{ list: MapGuide[] }>('/api/schoolMap/guides')).d.list.map((x) => x.id)).toEqual([id]);
    expect((await student.get('/api/schoolMap/guide', { id: draft })).e).toBe(E.NOT_FOUND);
    expect((await manager.get<{ list: MapGuide[] }>('/api/schoolMap/admin/guides')).d.list.length).toBe(2);
  });
});

describe('permissions per site', () => {
  it('lets anyone read, and only managers of the site edit', async () => {
    const anon = new Client(t.app);
    expect((await anon.get('/api/schoolMap/overview')).e).toBe(E.OK);
    expect((await anon.post('/api/schoolMap/save-category', { name: 'x', icon: 'x' })).e).toBe(E.NOT_LOGGED_IN);
    expect((await student.post('/api/schoolMap/save-category', { name: 'x', icon: 'x' })).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/schoolMap/admin/guides')).e).toBe(E.FORBIDDEN);
    expect((await student.get('/api/schoolMap/settings')).e).toBe(E.FORBIDDEN);
  });

  it('never mixes sites: another site’s objects are not found, its reads show its own map', async () => {
    const pkuClient = new Client(t.app, { 'x-site': 'pku' });
    const pku = await overview(pkuClient);
    expect(pku.maps.map((m) => m.name)).toEqual(['本部校区']);
    expect((await overview(student)).maps.map((m) => m.id)).not.toContain(pku.maps[0]!.id);
    const pkuPoi = (await pois(pkuClient))[0]!;
    expect((await student.get('/api/schoolMap/poi', { id: pkuPoi.id })).e).toBe(E.NOT_FOUND);
    expect((await manager.post('/api/schoolMap/move-poi', { id: pkuPoi.id, x: 1, y: 1 })).e).toBe(E.NOT_FOUND);
    expect((await manager.post('/api/schoolMap/delete-poi', { id: pkuPoi.id })).e).toBe(E.NOT_FOUND);
    expect(field(await manager.post('/api/schoolMap/save-poi', { mapId: pku.maps[0]!.id, categoryId: catId, name: 'x', x: 1, y: 1 }))).toBe('mapId');
    // A demo manager's session does not count on pku.
    const cross = new Client(t.app, { 'x-site': 'pku' });
    cross.cookie = manager.cookie;
    expect((await cross.post('/api/schoolMap/delete-poi', { id: pkuPoi.id })).e).toBe(E.NOT_LOGGED_IN);
    expect((await pois(pkuClient)).length).toBe(16);
  });
});

describe('samples', () => {
  it('serves the built-in plan as a PNG and refuses other names in the envelope', async () => {
    const res = await new Client(t.app).raw({ method: 'GET', url: '/api/schoolMap/sample?name=campus' });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const bad = await new Client(t.app).get('/api/schoolMap/sample', { name: '../etc' });
    expect(field(bad)).toBe('name');
  });
});
