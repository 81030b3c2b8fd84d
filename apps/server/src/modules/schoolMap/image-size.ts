/**
 * The pixel size of an uploaded map image, read from its header (PNG, JPEG, GIF, WebP: what the
 * upload allowlist lets through). POIs are stored in these pixels, so the server reads the size
 * itself rather than trusting the console's.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Size {
  width: number;
  height: number;
}

function jpegSize(b: Buffer): Size | null {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    // Start-of-frame markers (baseline, progressive, ...), not DHT (c4), JPG (c8) or DAC (cc).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    }
    i += 2 + b.readUInt16BE(i + 2);
  }
  return null;
}

function webpSize(b: Buffer): Size | null {
  const kind = b.toString('ascii', 12, 16);
  if (kind === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (kind === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (kind === 'VP8X') return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return null;
}

export function imageSizeOf(b: Buffer): Size | null {
  if (b.length >= 24 && b.readUInt32BE(0) === 0x89504e47) return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b.length >= 10 && b.toString('ascii', 0, 3) === 'GIF') return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (b.length >= 4 && b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  if (b.length >= 30 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP') return webpSize(b);
  return null;
}

/** The size of a stored upload (a JPEG's frame header may sit after large metadata: read up to 1 MiB). */
export async function storedImageSize(uploadDir: string, stored: string): Promise<Size | null> {
  const file = path.resolve(uploadDir, stored);
  if (!file.startsWith(path.resolve(uploadDir) + path.sep)) return null;
  try {
    const h = await fs.open(file, 'r');
    try {
      const buf = Buffer.alloc(1024 * 1024);
      const { bytesRead } = await h.read(buf, 0, buf.length, 0);
      return imageSizeOf(buf.subarray(0, bytesRead));
    } finally {
      await h.close();
    }
  } catch {
    return null;
  }
}
