/**
 * The rotating code with a fake clock: a new code every 10 s, the current and the previous step
 * accepted, anything older (a screenshot) refused; the numeric and checkpoint codes; haversine.
 * Then the same through HTTP with the system clock moved: a code 20 s old fails with CODE_EXPIRED.
 */
import { E } from '@campus/api';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accepts, checkpointCode, currentCode, distanceMetres, numberCode, qrCode, stepAt } from '../src/modules/signin/rotation.js';
import { createTestApp, loginAs, type Client, type TestApp } from './helpers.js';
import { codeOf, createSignin } from './signin-fixtures.js';

const SECRET = 'a-secret-of-the-sign-in';

describe('code rotation (pure, fake clock)', () => {
  it('changes the code exactly at each 10 s step and says how long it has left', () => {
    const t0 = 1_800_000_000; // a step boundary
    const a = currentCode('qr', SECRET, t0);
    expect(a).toMatchObject({ step: t0 / 10, refreshIn: 10 });
    expect(currentCode('qr', SECRET, t0 + 9)).toMatchObject({ code: a.code, refreshIn: 1 });
    expect(currentCode('qr', SECRET, t0 + 10).code).not.toBe(a.code);
    expect(a.code).toMatch(/^[0-9A-F]{12}$/);
  });

  it('accepts the current and the previous step only', () => {
    const t0 = 1_800_000_005;
    const code = qrCode(SECRET, stepAt(t0));
    expect(accepts('qr', SECRET, code, t0)).toBe(true);
    expect(accepts('qr', SECRET, code.toLowerCase(), t0 + 5)).toBe(true); // next step: still the previous one
    expect(accepts('qr', SECRET, code, t0 + 14)).toBe(true);
    expect(accepts('qr', SECRET, code, t0 + 15)).toBe(false); // two steps later: a screenshot
    expect(accepts('qr', SECRET, code, t0 - 10)).toBe(false); // never a future code
    expect(accepts('qr', 'another secret', code, t0)).toBe(false);
  });

  it('makes six-digit numeric codes that rotate too, and a fixed checkpoint code', () => {
    const t0 = 1_800_000_000;
    const n = numberCode(SECRET, stepAt(t0));
    expect(n).toMatch(/^\d{6}$/);
    expect(accepts('number', SECRET, n, t0 + 19)).toBe(true);
    expect(accepts('number', SECRET, n, t0 + 20)).toBe(false);
    const fixed = checkpointCode(SECRET);
    expect(currentCode('checkpoint', SECRET, t0)).toEqual({ code: fixed, step: t0 / 10, refreshIn: null });
    expect(accepts('checkpoint', SECRET, fixed, t0 + 86400 * 30)).toBe(true);
    expect(accepts('checkpoint', SECRET, n, t0)).toBe(false);
  });

  it('measures distances with haversine', () => {
    // Tiananmen to the Forbidden City's north gate: about 1.5 km along a meridian.
    const d = distanceMetres({ lat: 39.9087, lng: 116.3975 }, { lat: 39.9224, lng: 116.3975 });
    expect(d).toBeGreaterThan(1500);
    expect(d).toBeLessThan(1540);
    expect(distanceMetres({ lat: 30, lng: 120 }, { lat: 30, lng: 120 })).toBe(0);
  });
});

describe('an old code through HTTP (system clock moved)', () => {
  let t: TestApp;
  let counselor: Client;
  let student: Client;
  beforeAll(async () => {
    t = await createTestApp();
    counselor = await loginAs(t.app, 'counselor');
    student = await loginAs(t.app, 'student');
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('accepts the code of the previous step and refuses one older than 20 s', async () => {
    const start = Math.floor(Date.now() / 10_000) * 10_000 + 1_000; // 1 s into a step
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const id = await createSignin(counselor);
    const old = await codeOf(counselor, id);
    vi.setSystemTime(start + 20_000); // two steps later: the screenshot is 20 s old
    const refused = await student.post('/api/signin/sign', { id, code: old.code });
    expect(refused.e).toBe(E.CODE_EXPIRED);
    expect((refused.d as { field: string }).field).toBe('code');

    vi.setSystemTime(start + 30_000);
    const prev = await codeOf(counselor, id);
    vi.setSystemTime(start + 40_000); // the next step: the code just shown is still good
    const ok = await student.post<{ record: { method: string } }>('/api/signin/sign', { id, code: prev.code });
    expect(ok.e).toBe(E.OK);
    expect(ok.d.record.method).toBe('qr');
  });
});
