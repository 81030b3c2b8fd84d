import { describe, expect, it } from 'vitest';
import { fitWithin, jpegName, PHOTO_MAX_PX } from './compress';

describe('photo compression sizes', () => {
  it('fits the long side in 1600 px, keeping the ratio', () => {
    expect(fitWithin(4000, 3000, PHOTO_MAX_PX)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, PHOTO_MAX_PX)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600, PHOTO_MAX_PX)).toEqual({ width: 800, height: 600 });
  });

  it('names the result .jpg', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('毕业 照.png')).toBe('毕业_照.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
