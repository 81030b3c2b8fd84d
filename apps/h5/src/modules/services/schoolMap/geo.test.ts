import type { GeoRef, MapCategory, MapPoi } from '@campus/api';
import { geoToPixel, pixelToGeo } from '@campus/api';
import { describe, expect, it } from 'vitest';
import { byCategory, imageBounds, locateOnPlan, photoAtlas, toLatLng, toPixel } from './geo';

// A plan 1000 × 600 pixels, north up, about 1 m per pixel near Beijing.
const GEO: GeoRef = {
  a: { x: 0, y: 0, lat: 40, lng: 116 },
  b: { x: 1000, y: 600, lat: 40 - 600 / 111_000, lng: 116 + 1000 / (111_320 * Math.cos((40 * Math.PI) / 180)) },
};
const SIZE = { width: 1000, height: 600 };

describe('pixel ↔ Leaflet CRS.Simple', () => {
  it('puts image pixels at (-y, x) and back', () => {
    expect(toLatLng({ x: 120, y: 30 })).toEqual([-30, 120]);
    expect(toPixel({ lat: -30, lng: 120 })).toEqual({ x: 120, y: 30 });
    expect(imageBounds(SIZE)).toEqual([
      [-600, 0],
      [0, 1000],
    ]);
  });
});

describe('lat/lng ↔ image pixels', () => {
  it('maps the control points onto themselves', () => {
    for (const c of [GEO.a, GEO.b]) {
      const p = geoToPixel(GEO, c)!;
      expect(p.x).toBeCloseTo(c.x, 6);
      expect(p.y).toBeCloseTo(c.y, 6);
    }
  });

  it('puts north up and east right, and round-trips', () => {
    const north = geoToPixel(GEO, { lat: 40.001, lng: 116 })!;
    expect(north.y).toBeLessThan(0);
    const mid = pixelToGeo(GEO, { x: 500, y: 300 })!;
    expect(mid.lat).toBeLessThan(40);
    expect(mid.lng).toBeGreaterThan(116);
    const back = geoToPixel(GEO, mid)!;
    expect(back.x).toBeCloseTo(500, 6);
    expect(back.y).toBeCloseTo(300, 6);
  });

  it('handles a rotated plan (north not up)', () => {
    // The same two places, but the plan is turned 90°: going east moves down the image.
    const turned: GeoRef = { a: { ...GEO.a, x: 0, y: 0 }, b: { lat: 40, lng: GEO.b.lng, x: 0, y: 1000 } };
    const p = geoToPixel(turned, { lat: 40, lng: (GEO.a.lng + GEO.b.lng) / 2 })!;
    expect(p.x).toBeCloseTo(0, 3);
    expect(p.y).toBeCloseTo(500, 3);
  });

  it('locates the user only inside the plan of a geo-referenced map', () => {
    const inside = pixelToGeo(GEO, { x: 200, y: 100 })!;
    expect(locateOnPlan(GEO, SIZE, inside)).toMatchObject({ x: expect.closeTo(200, 5), y: expect.closeTo(100, 5) });
    expect(locateOnPlan(GEO, SIZE, { lat: 41, lng: 116 })).toBeNull();
    expect(locateOnPlan(null, SIZE, inside)).toBeNull();
  });

  it('refuses control points that coincide', () => {
    expect(geoToPixel({ a: GEO.a, b: { ...GEO.a, x: 10 } }, GEO.a)).toBeNull();
  });
});

const cat = (id: string): MapCategory => ({ id, name: id, icon: id, color: '#000000', sort: 0 });
const poi = (id: string, categoryId: string, photos: string[]): MapPoi => ({
  id, mapId: 'm', categoryId, name: id, x: 0, y: 0, description: '', phone: '', hours: '', photos, sort: 0, lat: null, lng: null, externalUrl: null,
});

describe('grouping', () => {
  it('builds the atlas from POI photos in category order, leaving out empty categories', () => {
    const groups = photoAtlas([poi('lib', 'b', ['1.png', '2.png']), poi('gym', 'a', ['3.png']), poi('lake', 'c', [])], [cat('a'), cat('b'), cat('c')]);
    expect(groups.map((g) => [g.category.id, g.photos.map((p) => p.url)])).toEqual([
      ['a', ['3.png']],
      ['b', ['1.png', '2.png']],
    ]);
    expect(byCategory([poi('lake', 'c', [])], [cat('a'), cat('c')]).map((g) => g.category.id)).toEqual(['c']);
  });
});
