/**
 * The demo's drawn signature: a pen stroke as the signature pads save it (a PNG, dark ink on a
 * transparent 360×120 pad, a 2.5 px round pen), stored as an upload of the signer's, so the demo
 * leave applications show a drawing where a real one would be.
 */
import type { Db } from '../platform/db/index.js';
import { encodePng } from '../modules/center/png.js';
import { saveAs } from '../modules/upload/service.js';

const W = 360;
const H = 120;
const PEN = 2.5;
const INK = [0x11, 0x11, 0x11] as const;

type Pt = readonly [number, number];

/** The strokes: a looping cursive line across the pad, then an underline flourish. */
function strokes(): Pt[][] {
  const line: Pt[] = [];
  for (let i = 0; i <= 400; i++) {
    const t = i / 400;
    const x = 34 + 270 * t + 16 * Math.sin(2 * Math.PI * 5 * t);
    const y = 62 - 26 * Math.sin(2 * Math.PI * 2.5 * t) * Math.exp(-1.2 * t) + 10 * Math.cos(2 * Math.PI * 5 * t);
    line.push([x, y]);
  }
  const flourish: Pt[] = [];
  for (let i = 0; i <= 60; i++) {
    const t = i / 60;
    flourish.push([70 + 250 * t, 100 - 8 * Math.sin(Math.PI * t)]);
  }
  return [line, flourish];
}

/** Pixel coverage of a round pen along each segment (anti-aliased by distance to the centre line). */
export function signaturePng(): Buffer {
  const alpha = new Float32Array(W * H);
  const r = PEN / 2;
  for (const s of strokes()) {
    for (let k = 1; k < s.length; k++) {
      const [ax, ay] = s[k - 1]!;
      const [bx, by] = s[k]!;
      const dx = bx - ax;
      const dy = by - ay;
      const len2 = dx * dx + dy * dy || 1;
      for (let y = Math.max(0, Math.floor(Math.min(ay, by) - r - 1)); y <= Math.min(H - 1, Math.ceil(Math.max(ay, by) + r + 1)); y++) {
        for (let x = Math.max(0, Math.floor(Math.min(ax, bx) - r - 1)); x <= Math.min(W - 1, Math.ceil(Math.max(ax, bx) + r + 1)); x++) {
          const px = x + 0.5;
          const py = y + 0.5;
          const u = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
          const d = Math.hypot(px - (ax + u * dx), py - (ay + u * dy));
          const a = Math.max(0, Math.min(1, r + 0.5 - d));
          if (a > alpha[y * W + x]!) alpha[y * W + x] = a;
        }
      }
    }
  }
  const data = new Uint8Array(W * H * 4);
  for (let i = 0; i < W * H; i++) {
    data.set(INK, i * 4);
    data[i * 4 + 3] = Math.round(alpha[i]! * 255);
  }
  return encodePng({ width: W, height: H, channels: 4, data });
}

/** Stores the drawing as `userId`'s upload on `siteId`; answers the signature field's value. */
export async function seedDemoSignature(db: Db, uploadDir: string, siteId: string, userId: string): Promise<{ id: string; name: string }> {
  const up = await saveAs(db, { uploadDir, siteId, userId }, { buf: signaturePng(), name: 'signature.png' });
  return { id: up.id, name: up.name };
}
