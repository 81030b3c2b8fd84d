/**
 * Built-in sample images, drawn in code (no binary files in the repository): the demo campus plan
 * and a few illustrative "photos". The demo seed points its map and POIs at them; a site replaces
 * them by uploading its own. The plan's layout is exported so the seed places POIs on its buildings.
 * Drawings are deterministic, so each is made once per process and kept.
 */
import zlib from 'node:zlib';

/** An RGB PNG (modules do not import each other, so not center's captcha encoder; this one is ten lines). */
function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
    return Buffer.concat([head, data, crc]);
  };
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height); // filter byte 0 (none) on every row
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw, { level: 6 })), chunk('IEND', Buffer.alloc(0))]);
}

type Rgb = [number, number, number];
const hex = (h: string): Rgb => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16)];

class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    bg: string,
  ) {
    this.data = new Uint8Array(width * height * 3);
    this.rect(0, 0, width, height, bg);
  }
  private put(x: number, y: number, c: Rgb, alpha = 1) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 3;
    for (let k = 0; k < 3; k++) this.data[i + k] = Math.round(this.data[i + k]! * (1 - alpha) + c[k]! * alpha);
  }
  rect(x: number, y: number, w: number, h: number, color: string) {
    const c = hex(color);
    for (let j = Math.max(0, Math.floor(y)); j < Math.min(this.height, y + h); j++) for (let i = Math.max(0, Math.floor(x)); i < Math.min(this.width, x + w); i++) this.put(i, j, c);
  }
  /** A filled rectangle with an outline and a soft shadow (a building seen from above). */
  building(x: number, y: number, w: number, h: number, fill = '#e3d5b8', edge = '#a08c66') {
    this.rect(x + 4, y + 4, w, h, '#cfc8b8');
    this.rect(x, y, w, h, edge);
    this.rect(x + 2, y + 2, w - 4, h - 4, fill);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, color: string) {
    const c = hex(color);
    for (let j = Math.floor(cy - ry - 1); j <= cy + ry + 1; j++) {
      for (let i = Math.floor(cx - rx - 1); i <= cx + rx + 1; i++) {
        // Distance to the edge in pixels, for one pixel of anti-aliasing.
        const d = (Math.hypot((i - cx) / rx, (j - cy) / ry) - 1) * Math.min(rx, ry);
        if (d < 0.5) this.put(i, j, c, Math.min(1, 0.5 - d));
      }
    }
  }
  /** A straight road of width w between two points (axis-aligned or diagonal). */
  line(x1: number, y1: number, x2: number, y2: number, w: number, color: string) {
    const c = hex(color);
    const len = Math.hypot(x2 - x1, y2 - y1);
    const [minX, maxX] = [Math.min(x1, x2) - w, Math.max(x1, x2) + w];
    const [minY, maxY] = [Math.min(y1, y2) - w, Math.max(y1, y2) + w];
    for (let j = Math.floor(minY); j <= maxY; j++) {
      for (let i = Math.floor(minX); i <= maxX; i++) {
        const t = Math.max(0, Math.min(1, ((i - x1) * (x2 - x1) + (j - y1) * (y2 - y1)) / (len * len)));
        const d = Math.hypot(i - (x1 + t * (x2 - x1)), j - (y1 + t * (y2 - y1))) - w / 2;
        if (d < 0.5) this.put(i, j, c, Math.min(1, 0.5 - d));
      }
    }
  }
  png(): Buffer {
    return encodePng(this.width, this.height, this.data);
  }
}

export const CAMPUS_SIZE = { width: 1200, height: 800 } as const;

/** The plan's buildings and places (pixel centres), named for the demo seed. */
export const CAMPUS_PLACES = {
  library: { x: 290, y: 200 },
  teachingA: { x: 490, y: 155 },
  teachingB: { x: 490, y: 300 },
  science: { x: 910, y: 155 },
  admin: { x: 710, y: 150 },
  itCenter: { x: 1060, y: 180 },
  canteen1: { x: 480, y: 490 },
  canteen2: { x: 720, y: 580 },
  dorms: { x: 780, y: 480 },
  gym: { x: 725, y: 670 },
  stadium: { x: 1000, y: 610 },
  hospital: { x: 150, y: 480 },
  lake: { x: 250, y: 610 },
  lawn: { x: 820, y: 300 },
  gate: { x: 600, y: 765 },
  busStop: { x: 555, y: 700 },
} as const;

function drawCampus(): Buffer {
  const c = new Canvas(CAMPUS_SIZE.width, CAMPUS_SIZE.height, '#eeeadf');
  // Green belts and lawns under everything else.
  c.rect(0, 0, 1200, 40, '#cfe3bf');
  c.rect(640, 230, 360, 140, '#bfe0a8');
  c.rect(80, 420, 300, 300, '#d6eac6');
  c.ellipse(250, 610, 130, 75, '#9ccbe8');
  c.ellipse(230, 600, 40, 20, '#b7dbf0');
  // Roads: the ring, the avenue from the south gate and the cross road.
  for (const [x1, y1, x2, y2, w] of [
    [60, 60, 1140, 60, 22], [1140, 60, 1140, 740, 22], [1140, 740, 60, 740, 22], [60, 740, 60, 60, 22],
    [600, 60, 600, 800, 30], [60, 400, 1140, 400, 26], [380, 400, 380, 740, 14], [820, 400, 820, 200, 12],
  ] as const) {
    c.line(x1, y1, x2, y2, w + 4, '#d4cfc2');
    c.line(x1, y1, x2, y2, w, '#ffffff');
  }
  // Buildings.
  c.building(200, 140, 180, 120, '#e8d3a8'); // library
  c.building(420, 110, 140, 90); // teaching A
  c.building(420, 255, 140, 90); // teaching B
  c.building(830, 110, 170, 90, '#dcd6ee', '#8a82b0'); // science
  c.building(640, 110, 140, 80, '#f0d2c8', '#b07a6a'); // administration
  c.building(1025, 110, 80, 140, '#d2e4ee', '#6f93a8'); // IT centre
  c.building(400, 440, 160, 100, '#f3dfc0', '#b28a50'); // canteen 1
  c.building(650, 550, 140, 60, '#f3dfc0', '#b28a50'); // canteen 2
  for (const x of [650, 740, 830]) c.building(x, 440, 70, 80, '#e9e0d0'); // dorms
  c.building(650, 630, 150, 80, '#d8e8d0', '#6a9a60'); // gym
  c.building(100, 440, 100, 80, '#f6e6e6', '#c06060'); // hospital
  c.rect(147, 470, 6, 20, '#d04040');
  c.rect(140, 477, 20, 6, '#d04040');
  // Stadium: a red track around a pitch.
  c.ellipse(1000, 610, 105, 90, '#c9735a');
  c.ellipse(1000, 610, 85, 70, '#7cbf6a');
  c.line(1000, 540, 1000, 680, 2, '#ffffff');
  // The south gate and the bus stop shelter.
  c.building(560, 745, 20, 40, '#d0c4b0');
  c.building(620, 745, 20, 40, '#d0c4b0');
  c.building(530, 690, 50, 20, '#cde0f0', '#5a7fa0');
  // Trees along the avenue.
  for (let y = 90; y < 740; y += 36) if (Math.abs(y - 400) > 30) for (const x of [578, 622]) c.ellipse(x, y, 7, 7, '#6fae5c');
  return c.png();
}

const PALETTES = [
  ['#8ec5ff', '#e3d5b8', '#7cbf6a'],
  ['#ffd29a', '#f0d2c8', '#88b86f'],
  ['#b7d3f2', '#dcd6ee', '#6fae5c'],
  ['#9fd8e6', '#f3dfc0', '#9ccf7f'],
  ['#c7b8f0', '#e9e0d0', '#7dbb73'],
] as const;

/** An illustration standing in for a photo: sky, lawn, a building with windows, trees. */
function drawPhoto(n: number): Buffer {
  const [sky, wall, grass] = PALETTES[n % PALETTES.length]!;
  const c = new Canvas(480, 320, sky);
  c.ellipse(400 - (n % 4) * 60, 60, 26, 26, '#fff6c8');
  c.rect(0, 230, 480, 90, grass);
  const w = 180 + (n % 3) * 40;
  const h = 110 + (n % 4) * 20;
  const x = 240 - w / 2;
  c.building(x, 232 - h, w, h, wall, '#7a6a50');
  for (let j = 232 - h + 14; j < 215; j += 26) for (let i = x + 14; i < x + w - 20; i += 30) c.rect(i, j, 14, 14, '#5d7fa3');
  c.rect(228, 200, 24, 32, '#6b4f35');
  for (const tx of [50, 120, 380, 440]) {
    c.rect(tx - 3, 215, 6, 25, '#6b4f35');
    c.ellipse(tx, 205, 22, 24, '#4f8f45');
  }
  return c.png();
}

/** A landscape standing in for a photo of the grounds: a lake, a sports ground or a lawn (by n mod 3). */
function drawScene(n: number): Buffer {
  const [sky, , grass] = PALETTES[n % PALETTES.length]!;
  const c = new Canvas(480, 320, sky);
  c.ellipse(90 + (n % 3) * 120, 56, 24, 24, '#fff6c8');
  for (let x = -20; x < 500; x += 46) c.ellipse(x, 178, 34, 30 + ((x * 7) % 11), '#5f9c52');
  c.rect(0, 180, 480, 140, grass);
  if (n % 3 === 0) {
    c.ellipse(240, 250, 210, 48, '#7fb8e0');
    c.ellipse(200, 240, 80, 12, '#a9d3ef');
  } else if (n % 3 === 1) {
    c.ellipse(240, 255, 200, 50, '#c9735a');
    c.ellipse(240, 255, 170, 36, '#7cbf6a');
  } else {
    c.ellipse(240, 262, 120, 26, '#e79bb0');
    c.ellipse(240, 262, 96, 18, '#f3c6d2');
    c.rect(232, 170, 16, 80, '#b9b2a4');
  }
  for (const tx of [30, 450]) {
    c.rect(tx - 4, 220, 8, 40, '#6b4f35');
    c.ellipse(tx, 206, 26, 30, '#4f8f45');
  }
  return c.png();
}

const cache = new Map<string, Buffer>();

/** The PNG of a sample by name (`campus` or `photo-<n>`), or null for an unknown name. */
export function sampleImage(name: string): Buffer | null {
  const hit = cache.get(name);
  if (hit) return hit;
  // photo-0 … photo-9: buildings; photo-10 … photo-99: the grounds.
  const m = /^photo-([0-9]{1,2})$/.exec(name);
  const n = m ? Number(m[1]) : -1;
  const png = name === 'campus' ? drawCampus() : n >= 10 ? drawScene(n) : n >= 0 ? drawPhoto(n) : null;
  if (png) cache.set(name, png);
  return png;
}

export const sampleUrl = (name: string) => `/api/schoolMap/sample?name=${name}`;
