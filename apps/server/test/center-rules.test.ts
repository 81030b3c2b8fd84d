/** The small rules behind the identity screens: masking, device summaries, human drags. */
import { describe, expect, it } from 'vitest';
import { deviceSummary } from '../src/modules/center/device.js';
import { maskName, maskNumber } from '../src/modules/center/person.js';
import { trackProblem } from '../src/modules/center/track.js';

describe('masking a scanned person', () => {
  it('keeps the ends of a name and of a number', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('王')).toBe('王');
    expect(maskNumber('2024010101')).toBe('20******01');
    expect(maskNumber('T100')).toBe('****');
    expect(maskNumber('')).toBe('');
  });
});

describe('the device summary', () => {
  it('names browser and system, or nothing', () => {
    expect(deviceSummary('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15')).toBe('Safari / macOS');
    expect(deviceSummary('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36 Edg/120.0')).toBe('Edge / Windows');
    expect(deviceSummary('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe('Firefox / Linux');
    expect(deviceSummary('curl/8.0')).toBe('');
  });
});

describe('a human-looking drag', () => {
  const human = Array.from({ length: 30 }, (_, i) => ({ x: 150 * (1 - (1 - i / 29) ** 2), t: 1000 + i * 17 + (i % 4) * 3 }));
  it('passes when it takes time, starts left, ends at x and changes speed', () => {
    expect(trackProblem(human, 150, 300)).toBeNull();
  });
  it('names what gives a script away', () => {
    expect(trackProblem(human.slice(0, 3), 150, 300)).toBe('too few points');
    expect(trackProblem(human.map((p, i) => ({ ...p, t: 1000 + i })), 150, 300)).toBe('too fast');
    expect(trackProblem(human.map((p) => ({ ...p, x: p.x + 40 })), 190, 300)).toBe('does not start at the left');
    expect(trackProblem(human, 160, 300)).toBe('does not end at x');
    expect(trackProblem(Array.from({ length: 30 }, (_, i) => ({ x: i * 5, t: i * 20 })), 145, 300)).toBe('even speed');
    expect(trackProblem(human.map((p, i) => (i === 5 ? { ...p, t: 0 } : p)), 150, 300)).toBe('time runs backwards');
  });
});
