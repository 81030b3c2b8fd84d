/** A minimal PNG encoder (8-bit RGB or RGBA) for the captcha images. */
import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** An image as packed 8-bit channels, row after row. */
export interface Raster {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA). */
  channels: 3 | 4;
  data: Uint8Array;
}

export function encodePng(img: Raster): Buffer {
  const stride = img.width * img.channels;
  const raw = Buffer.alloc((stride + 1) * img.height);
  // Filter "Sub" on every row: each byte minus its left neighbour, so smooth areas deflate well.
  for (let y = 0; y < img.height; y++) {
    const out = y * (stride + 1);
    const row = y * stride;
    raw[out] = 1;
    for (let i = 0; i < stride; i++) {
      const left = i >= img.channels ? img.data[row + i - img.channels]! : 0;
      raw[out + 1 + i] = (img.data[row + i]! - left) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(img.width, 0);
  ihdr.writeUInt32BE(img.height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = img.channels === 4 ? 6 : 2; // colour type: RGBA or RGB
  // compression, filter and interlace methods stay 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    // Level 3: near the size of level 6 at a fraction of the time (this runs on a public call).
    chunk('IDAT', zlib.deflateSync(raw, { level: 3 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngDataUrl = (img: Raster): string => `data:image/png;base64,${encodePng(img).toString('base64')}`;
