import { describe, expect, it } from 'vitest';
import { applyBodyWidth, desktopBodyWidth, EXEMPT_SEGMENTS } from './layout';

const desktop = { mobile: false, firstSegment: 'center', windowWidth: 1280, screenHeight: 800 };

describe('desktop layout rule', () => {
  it('narrows the body to 10/16 of the screen height on a wide desktop window', () => {
    expect(desktopBodyWidth(desktop)).toBe(500);
    expect(desktopBodyWidth({ ...desktop, screenHeight: 1080 })).toBe(675);
  });

  it('keeps the natural width on phones, narrow windows and exempt segments', () => {
    expect(desktopBodyWidth({ ...desktop, mobile: true })).toBeUndefined();
    expect(desktopBodyWidth({ ...desktop, windowWidth: 750 })).toBeUndefined();
    expect(desktopBodyWidth({ ...desktop, windowWidth: 751 })).toBe(500);
    for (const seg of EXEMPT_SEGMENTS) expect(desktopBodyWidth({ ...desktop, firstSegment: seg })).toBeUndefined();
  });

  it('lists the spec’s fifteen exempt segments', () => {
    expect(EXEMPT_SEGMENTS).toHaveLength(15);
    expect(EXEMPT_SEGMENTS).toContain('generalApp');
    expect(EXEMPT_SEGMENTS).toContain('leaveshoolsq');
  });

  it('centres the body and undoes it', () => {
    const body = document.createElement('body');
    applyBodyWidth(500, body);
    expect(body.style.width).toBe('500px');
    expect(body.style.margin).toBe('0px auto');
    applyBodyWidth(undefined, body);
    expect(body.style.width).toBe('');
  });
});
