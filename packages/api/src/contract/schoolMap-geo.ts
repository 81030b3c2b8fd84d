/**
 * Geo-referencing a campus plan from two control points (shared by the server, which gives POIs
 * coordinates, and the H5, which places "me" on the plan). Over a campus the earth is flat enough:
 * lat/lng are projected equirectangularly around the control points' mean latitude, and the plan
 * is that plane scaled, rotated and moved (a similarity: two points fix it exactly). Image y grows
 * downwards, so it is flipped to keep the transform orientation-preserving.
 */

export interface PixelPoint {
  x: number;
  y: number;
}
export interface GeoPoint {
  lat: number;
  lng: number;
}
export type ControlPoint = PixelPoint & GeoPoint;
export interface GeoRef {
  a: ControlPoint;
  b: ControlPoint;
}

type Complex = [number, number];
const sub = (p: Complex, q: Complex): Complex => [p[0] - q[0], p[1] - q[1]];
const add = (p: Complex, q: Complex): Complex => [p[0] + q[0], p[1] + q[1]];
const mul = (p: Complex, q: Complex): Complex => [p[0] * q[0] - p[1] * q[1], p[0] * q[1] + p[1] * q[0]];
function div(p: Complex, q: Complex): Complex | null {
  const d = q[0] * q[0] + q[1] * q[1];
  if (d < 1e-18) return null;
  return [(p[0] * q[0] + p[1] * q[1]) / d, (p[1] * q[0] - p[0] * q[1]) / d];
}

function frame(g: GeoRef) {
  const k = Math.cos((((g.a.lat + g.b.lat) / 2) * Math.PI) / 180);
  const geo = (p: GeoPoint): Complex => [p.lng * k, p.lat];
  const pix = (p: PixelPoint): Complex => [p.x, -p.y];
  const scale = div(sub(pix(g.b), pix(g.a)), sub(geo(g.b), geo(g.a)));
  if (!scale || (scale[0] === 0 && scale[1] === 0)) return null;
  const shift = sub(pix(g.a), mul(scale, geo(g.a)));
  return { k, geo, scale, shift };
}

/** True when the two control points are apart both on the plan and on the earth. */
export function isUsableGeoRef(g: GeoRef): boolean {
  const dPix = Math.hypot(g.a.x - g.b.x, g.a.y - g.b.y);
  const dGeo = Math.hypot(g.a.lat - g.b.lat, g.a.lng - g.b.lng);
  return dPix >= 1 && dGeo >= 1e-6 && frame(g) !== null;
}

/** Where a place on the earth falls on the plan (may be outside the image). */
export function geoToPixel(g: GeoRef, p: GeoPoint): PixelPoint | null {
  const f = frame(g);
  if (!f) return null;
  const w = add(mul(f.scale, f.geo(p)), f.shift);
  return { x: w[0], y: -w[1] };
}

/** The earth coordinates of a point of the plan. */
export function pixelToGeo(g: GeoRef, p: PixelPoint): GeoPoint | null {
  const f = frame(g);
  if (!f) return null;
  const z = div(sub([p.x, -p.y], f.shift), f.scale);
  if (!z) return null;
  return { lat: z[1], lng: z[0] / f.k };
}
