/** A fresh demo install shows a campus map with POIs in several categories, a tour and guides. */
import { E, type CampusMap, type MapCategory, type MapGuide, type MapPoi, type MapRoute } from '@campus/api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, createTestApp, loginAs, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEMO_CONTENT: '1' });
});
afterAll(() => t.close());

it('seeds a geo-referenced campus with POIs inside the plan, a freshman tour and guides', async () => {
  const visitor = new Client(t.app);
  const o = (await visitor.get<{ maps: CampusMap[]; categories: MapCategory[] }>('/api/schoolMap/overview')).d;
  expect(o.maps).toHaveLength(1);
  const map = o.maps[0]!;
  expect(map.georef).not.toBeNull();
  expect(o.categories.length).toBeGreaterThanOrEqual(5);
  const pois = (await visitor.get<{ list: MapPoi[] }>('/api/schoolMap/pois', { mapId: map.id })).d.list;
  expect(pois.length).toBeGreaterThanOrEqual(15);
  expect(new Set(pois.map((p) => p.categoryId)).size).toBe(o.categories.length);
  for (const p of pois) {
    expect(p.x).toBeLessThanOrEqual(map.width);
    expect(p.y).toBeLessThanOrEqual(map.height);
    expect(p.lat).not.toBeNull();
  }
  const img = await visitor.raw({ method: 'GET', url: map.imageUrl });
  expect(img.headers['content-type']).toBe('image/png');
  const routes = (await visitor.get<{ list: MapRoute[] }>('/api/schoolMap/routes')).d.list;
  expect(routes[0]!.stops.length).toBeGreaterThan(3);
  const guides = (await visitor.get<{ list: MapGuide[] }>('/api/schoolMap/guides')).d.list;
  expect(guides[0]!.steps.some((s) => s.poiName === '校医院')).toBe(true);
});

it('lets the administrator role edit the map (schoolMap.manage is seeded for it)', async () => {
  const admin = await loginAs(t.app, 'admin');
  expect((await admin.get('/api/getAllAuth')).d).toMatchObject({ schoolMap: { module: ['manage'] } });
  expect((await admin.post('/api/schoolMap/save-category', { name: '打印', icon: '🖨' })).e).toBe(E.OK);
});
