import { describe, expect, it } from 'vitest';
import { PHOTO_LIMIT, photoSize, takeFiles } from './photos';

describe('fault photo sizing', () => {
  it('shrinks a camera shot to 1600 px on its long side, keeping its shape', () => {
    expect(photoSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(photoSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(photoSize(4000, 1000)).toEqual({ width: 1600, height: 400 });
  });
  it('never enlarges a small picture', () => {
    expect(photoSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(photoSize(1600, 1600)).toEqual({ width: 1600, height: 1600 });
  });
  it('never rounds a thin picture down to nothing', () => {
    expect(photoSize(10000, 2)).toEqual({ width: 1600, height: 1 });
  });
  it('takes only as many picked files as still fit', () => {
    expect(takeFiles([1, 2, 3], 0)).toEqual([1, 2, 3]);
    expect(takeFiles([1, 2, 3], PHOTO_LIMIT - 2)).toEqual([1, 2]);
    expect(takeFiles([1, 2, 3], PHOTO_LIMIT)).toEqual([]);
  });
});
