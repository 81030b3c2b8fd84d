import { describe, expect, it } from 'vitest';
import { fitWithin } from './compress';

describe('avatar compression size', () => {
  it('scales the longer side down to the limit, keeping the aspect ratio', () => {
    expect(fitWithin(4000, 3000, 480)).toEqual({ width: 480, height: 360 });
    expect(fitWithin(1000, 2000, 480)).toEqual({ width: 240, height: 480 });
  });

  it('never enlarges a small picture', () => {
    expect(fitWithin(200, 100, 480)).toEqual({ width: 200, height: 100 });
  });
});
