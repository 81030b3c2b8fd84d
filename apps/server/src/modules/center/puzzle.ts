/**
 * Draws a slider puzzle: a background of gradients, shapes and noise with a darkened square gap,
 * and the square piece cut from the same spot. Only the caller learns where the gap is.
 */
import crypto from 'node:crypto';
import type { Raster } from './png.js';

export const PUZZLE = { width: 300, height: 160, piece: 44 } as const;
const BORDER = 2;

type Rgb = [number, number, number];

const rand = (min: number, max: number) => crypto.randomInt(min, max + 1);
const randomColour = (): Rgb => [rand(40, 220), rand(40, 220), rand(40, 220)];

function blend(img: Raster, x: number, y: number, c: Rgb, alpha: number): void {
  if (x < 0 || y < 0 || x >= img.width || y >= img.height) return;
  const i = (y * img.width + x) * img.channels;
  for (let k = 0; k < 3; k++) img.data[i + k] = Math.round(img.data[i + k]! * (1 - alpha) + c[k]! * alpha);
}

function background(): Raster {
  const { width, height } = PUZZLE;
  const img: Raster = { width, height, channels: 3, data: new Uint8Array(width * height * 3) };
  const [a, b, c] = [randomColour(), randomColour(), randomColour()];
  const noise = crypto.randomBytes(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const u = x / width;
      const v = y / height;
      const i = (y * width + x) * 3;
      // Faint noise on 3x3 cells: texture for the eye, still compressible.
      const n = (noise[Math.floor(y / 3) * width + Math.floor(x / 3)]! % 11) - 5;
      for (let k = 0; k < 3; k++) img.data[i + k] = Math.max(0, Math.min(255, Math.round(a[k]! * (1 - u) * (1 - v) + b[k]! * u + c[k]! * v * (1 - u)) + n));
    }
  }
  for (let s = rand(7, 11); s > 0; s--) {
    const colour = randomColour();
    const alpha = rand(35, 70) / 100;
    const cx = rand(0, width);
    const cy = rand(0, height);
    const r = rand(10, 40);
    const round = rand(0, 1) === 1;
    for (let y = cy - r; y <= cy + r; y++) {
      for (let x = cx - r; x <= cx + r; x++) {
        if (!round || (x - cx) ** 2 + (y - cy) ** 2 <= r * r) blend(img, x, y, colour, alpha);
      }
    }
  }
  return img;
}

function frame(img: Raster, x0: number, y0: number, size: number, colour: Rgb, alpha: number): void {
  for (let y = y0; y < y0 + size; y++) {
    for (let x = x0; x < x0 + size; x++) {
      const edge = x - x0 < BORDER || y - y0 < BORDER || x0 + size - 1 - x < BORDER || y0 + size - 1 - y < BORDER;
      if (edge) blend(img, x, y, colour, alpha);
    }
  }
}

export interface Puzzle {
  gapX: number;
  pieceY: number;
  background: Raster;
  piece: Raster;
}

export function drawPuzzle(): Puzzle {
  const { width, height, piece: size } = PUZZLE;
  const gapX = rand(size + 20, width - size - 8);
  const pieceY = rand(8, height - size - 8);
  const bg = background();
  const piece: Raster = { width: size, height: size, channels: 4, data: new Uint8Array(size * size * 4) };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const from = ((pieceY + y) * width + gapX + x) * 3;
      const to = (y * size + x) * 4;
      piece.data.set(bg.data.subarray(from, from + 3), to);
      piece.data[to + 3] = 255;
    }
  }
  frame(piece, 0, 0, size, [255, 255, 255], 0.9);
  for (let y = pieceY; y < pieceY + size; y++) {
    for (let x = gapX; x < gapX + size; x++) blend(bg, x, y, [0, 0, 0], 0.55);
  }
  frame(bg, gapX, pieceY, size, [255, 255, 255], 0.6);
  return { gapX, pieceY, background: bg, piece };
}
