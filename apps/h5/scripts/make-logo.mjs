// Generates public/static/images/logo.png (the default logo, spec section 9): a blue rounded
// square with a white mortarboard. Run once: `node scripts/make-logo.mjs`. No dependencies.
import fs from 'node:fs';
import zlib from 'node:zlib';

const S = 128;
const px = Buffer.alloc(S * S * 4);
const set = (x, y, [r, g, b, a]) => {
  const i = (y * S + x) * 4;
  px[i] = r; px[i + 1] = g; px[i + 2] = b; px[i + 3] = a;
};
const inRounded = (x, y, r) => {
  const cx = Math.min(Math.max(x, r), S - 1 - r);
  const cy = Math.min(Math.max(y, r), S - 1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
for (let y = 0; y < S; y++) {
  for (let x = 0; x < S; x++) {
    if (!inRounded(x, y, 24)) { set(x, y, [0, 0, 0, 0]); continue; }
    set(x, y, [22, 119, 255, 255]);
    // the board: a diamond centred at (64, 50)
    const board = Math.abs(x - 64) / 44 + Math.abs(y - 50) / 18 <= 1;
    // the cap: a band under the board
    const cap = x >= 40 && x <= 88 && y >= 56 && y <= 80 && (y - 80) ** 2 / 24 ** 2 + (x - 64) ** 2 / 30 ** 2 <= 1.4;
    // the tassel
    const tassel = (x >= 98 && x <= 101 && y >= 50 && y <= 84) || ((x - 99.5) ** 2 + (y - 88) ** 2 <= 16);
    if (board || cap || tassel) set(x, y, [255, 255, 255, 255]);
  }
}
const raw = Buffer.alloc(S * (S * 4 + 1));
for (let y = 0; y < S; y++) px.copy(raw, y * (S * 4 + 1) + 1, y * S * 4, (y + 1) * S * 4);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const c = Buffer.alloc(4);
  c.writeUInt32BE(crc(td));
  return Buffer.concat([len, td, c]);
};
const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(S, 0);
ihdr.writeUInt32BE(S, 4);
ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;
const png = Buffer.concat([
  Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
  chunk('IHDR', ihdr),
  chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
const out = new URL('../public/static/images/logo.png', import.meta.url);
fs.writeFileSync(out, png);
console.log(`wrote ${out.pathname} (${png.length} bytes)`);
