/** The slider captcha: the gap stays on the server, a human-looking drag passes once, bots fail. */
import { CAPTCHA_TTL_SECONDS, E } from '@campus/api';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../src/modules/center/clock.js';
import { Client, createTestApp, PASSWORD, type TestApp } from './helpers.js';

interface Puzzle {
  id: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
  background: string;
  piece: string;
}
type Point = { x: number; t: number };

/** A client at its own address, so login limits per address stay apart between tests. */
class At extends Client {
  constructor(
    app: FastifyInstance,
    readonly ip: string,
  ) {
    super(app);
  }
  override raw(opts: InjectOptions) {
    return super.raw({ ...opts, remoteAddress: this.ip });
  }
}

let t: TestApp;
const realNow = clock.now;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  clock.now = realNow;
});
afterAll(() => t.close());

/** Eases out like a thumb: fast start, slow finish, uneven sampling. */
function humanTrack(to: number): Point[] {
  const points: Point[] = [];
  let ms = 1000;
  for (let i = 0; i <= 24; i++) {
    const p = i / 24;
    points.push({ x: Math.round(to * (1 - (1 - p) ** 3) * 100) / 100, t: ms });
    ms += 16 + (i % 3) * 7;
  }
  return points;
}

const create = async (c: Client) => (await c.post<Puzzle>('/api/center/captcha/create')).d;
const gapOf = async (id: string) =>
  (await t.app.platform.db.selectFrom('center_captchas').select('gap_x').where('id', '=', id).executeTakeFirstOrThrow()).gap_x;
const verify = (c: Client, id: string, x: number, track: Point[]) =>
  c.post<{ captcha: string; expiresAt: number }>('/api/center/captcha/verify', { id, x, track });

async function solve(c: Client): Promise<string> {
  const p = await create(c);
  const gap = await gapOf(p.id);
  const r = await verify(c, p.id, gap, humanTrack(gap));
  expect(r.e).toBe(0);
  return r.d.captcha;
}

function pngSize(dataUrl: string) {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), bytes: png.length };
}

describe('the slider puzzle', () => {
  it('comes as two PNG images and does not reveal where the gap is', async () => {
    const c = new Client(t.app);
    const p = await create(c);
    expect(Object.keys(p).sort()).toEqual(['background', 'expiresAt', 'height', 'id', 'piece', 'pieceSize', 'pieceY', 'width']);
    expect(pngSize(p.background)).toMatchObject({ width: p.width, height: p.height });
    expect(pngSize(p.piece)).toMatchObject({ width: p.pieceSize, height: p.pieceSize });
    expect(pngSize(p.background).bytes).toBeLessThan(60_000);
    // Gaps move between puzzles.
    const gaps = new Set<number>();
    for (let i = 0; i < 6; i++) gaps.add(await gapOf((await create(c)).id));
    expect(gaps.size).toBeGreaterThan(1);
  });

  it('passes a drop within 4 px after a human-looking drag, and only once', async () => {
    const c = new Client(t.app);
    const p = await create(c);
    const gap = await gapOf(p.id);
    const ok = await verify(c, p.id, gap + 4, humanTrack(gap + 4));
    expect(ok.e).toBe(0);
    expect(ok.d.captcha.length).toBeGreaterThan(20);
    const replay = await verify(c, p.id, gap, humanTrack(gap));
    expect(replay.e).toBe(E.CAPTCHA_FAILED);
    expect(replay.d).toMatchObject({ refresh: true });
  });

  it('refuses a wrong position, and allows three tries in all', async () => {
    const c = new Client(t.app);
    const p = await create(c);
    const gap = await gapOf(p.id);
    const off = gap > 100 ? gap - 5 : gap + 5;
    const first = await verify(c, p.id, off, humanTrack(off));
    expect(first).toMatchObject({ e: E.CAPTCHA_FAILED, d: { triesLeft: 2, refresh: false } });
    expect((await verify(c, p.id, off + 40, humanTrack(off + 40))).d).toMatchObject({ triesLeft: 1 });
    expect((await verify(c, p.id, 0, humanTrack(0))).d).toMatchObject({ triesLeft: 0, refresh: true });
    const late = await verify(c, p.id, gap, humanTrack(gap));
    expect(late.e).toBe(E.CAPTCHA_FAILED);
  });

  it('refuses the right position when the drag does not look human', async () => {
    const c = new Client(t.app);
    const bots: Record<string, (gap: number) => Point[]> = {
      'no track': () => [],
      'a jump': (gap) => [{ x: 0, t: 0 }, { x: gap, t: 500 }],
      'instant': (gap) => Array.from({ length: 10 }, (_, i) => ({ x: (gap * i) / 9, t: 1000 + i * 5 })),
      'an even line': (gap) => Array.from({ length: 20 }, (_, i) => ({ x: (gap * i) / 19, t: 1000 + i * 20 })),
      'time running backwards': (gap) => humanTrack(gap).map((pt, i) => (i === 10 ? { ...pt, t: 0 } : pt)),
      'a drag ending elsewhere': (gap) => humanTrack(gap + 30),
    };
    for (const [name, track] of Object.entries(bots)) {
      const p = await create(c);
      const gap = await gapOf(p.id);
      expect((await verify(c, p.id, gap, track(gap))).e, name).toBe(E.CAPTCHA_FAILED);
    }
  });

  it('expires after two minutes and stays on its site', async () => {
    const c = new Client(t.app);
    const p = await create(c);
    const gap = await gapOf(p.id);
    clock.now = () => realNow() + CAPTCHA_TTL_SECONDS + 1;
    expect((await verify(c, p.id, gap, humanTrack(gap))).e).toBe(E.EXPIRED);
    clock.now = realNow;
    const pku = new Client(t.app, { 'x-site': 'pku' });
    const q = await create(pku);
    const qGap = await gapOf(q.id);
    expect((await verify(c, q.id, qGap, humanTrack(qGap))).e).toBe(E.NOT_FOUND);
    expect((await verify(pku, q.id, qGap, humanTrack(qGap))).e).toBe(0);
  });

  it('limits how many puzzles one address may ask for', async () => {
    const c = new At(t.app, '10.8.8.8');
    for (let i = 0; i < 60; i++) expect((await c.post('/api/center/captcha/create')).e).toBe(0);
    expect((await c.post('/api/center/captcha/create')).e).toBe(E.TOO_MANY_REQUESTS);
  }, 60_000);

  it('accepts the track as JSON text in a form body and names bad fields', async () => {
    const c = new Client(t.app);
    const p = await create(c);
    const gap = await gapOf(p.id);
    const form = `id=${p.id}&x=${gap}&track=${encodeURIComponent(JSON.stringify(humanTrack(gap)))}`;
    expect((await c.postForm('/api/center/captcha/verify', form)).e).toBe(0);
    // The apps' client sends arrays of objects with indices: track[0][x]=..&track[0][t]=..
    const q = await create(c);
    const qGap = await gapOf(q.id);
    const indexed = humanTrack(qGap).map((pt, i) => `track[${i}][x]=${pt.x}&track[${i}][t]=${pt.t}`).join('&');
    expect((await c.postForm('/api/center/captcha/verify', `id=${q.id}&x=${qGap}&${encodeURI(indexed)}`)).e).toBe(0);
    const bad = await c.post('/api/center/captcha/verify', { id: p.id, x: 'left', track: [] });
    expect(bad).toMatchObject({ e: E.BAD_INPUT, d: { field: 'x' } });
  });
});

describe('login after failures', () => {
  const fail = (c: Client, username: string, captcha?: string) =>
    c.post('/api/auth/login', { username, password: 'wrong-password', ...(captcha ? { captcha } : {}) });
  const login = (c: Client, username: string, captcha?: string) =>
    c.post('/api/auth/login', { username, password: PASSWORD, ...(captcha ? { captcha } : {}) });

  it('asks for a captcha once an account has failed three times, and accepts a pass', async () => {
    const c = new At(t.app, '10.0.0.1');
    expect((await login(c, 'counselor')).e).toBe(0); // no captcha needed before failures
    for (let i = 0; i < 3; i++) expect((await fail(c, 'counselor')).e).toBe(E.BAD_CREDENTIALS);
    const asked = await login(c, 'counselor');
    expect(asked).toMatchObject({ e: E.CAPTCHA_FAILED, d: { captcha_required: true } });
    expect((await login(c, 'counselor', 'made-up-token')).d).toMatchObject({ captcha_required: true });
    expect((await login(c, 'counselor', await solve(c))).e).toBe(0);
    // Success clears the account's failures: the next login needs no captcha.
    expect((await login(new At(t.app, '10.0.0.2'), 'counselor')).e).toBe(0);
  });

  it('spends a pass once, and a pass from another site does not count', async () => {
    const c = new At(t.app, '10.0.1.1');
    for (let i = 0; i < 3; i++) await fail(c, 'leader');
    const pass = await solve(c);
    expect((await fail(c, 'leader', pass)).e).toBe(E.BAD_CREDENTIALS);
    expect((await login(c, 'leader', pass)).e).toBe(E.CAPTCHA_FAILED);
    const foreign = await solve(new Client(t.app, { 'x-site': 'pku' }));
    expect((await login(c, 'leader', foreign)).e).toBe(E.CAPTCHA_FAILED);
    expect((await login(c, 'leader', await solve(c))).e).toBe(0);
  });

  it('still stops at the hard limit, captcha or not', async () => {
    const c = new At(t.app, '10.0.2.1');
    for (let i = 0; i < 3; i++) await fail(c, 'approver');
    expect((await fail(c, 'approver', await solve(c))).e).toBe(E.BAD_CREDENTIALS);
    expect((await fail(c, 'approver', await solve(c))).e).toBe(E.BAD_CREDENTIALS);
    expect((await login(c, 'approver', await solve(c))).e).toBe(E.TOO_MANY_REQUESTS);
  });

  it('asks for a captcha from an address with many failures, whatever the account', async () => {
    const c = new At(t.app, '10.0.3.1');
    for (let i = 0; i < 10; i++) await fail(c, `nobody${i}`);
    expect((await login(c, 'repairman')).d).toMatchObject({ captcha_required: true });
    expect((await login(new At(t.app, '10.0.3.2'), 'repairman')).e).toBe(0);
    expect((await login(c, 'repairman', await solve(c))).e).toBe(0);
  });
});
