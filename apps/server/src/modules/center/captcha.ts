/**
 * The slider captcha (hkhtml): a puzzle whose gap position stays on the server, checked against
 * the dropped position and the drag track; a pass is a single-use token for login.
 */
import { AppError, CAPTCHA_PASS_TTL_SECONDS, CAPTCHA_TTL_SECONDS, E } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import type { Db } from '../../platform/db/index.js';
import { newId, randomToken, sha256 } from '../../platform/util.js';
import { clock } from './clock.js';
import { pngDataUrl } from './png.js';
import { PUZZLE, drawPuzzle } from './puzzle.js';
import { closeCaptcha, countCaptchasFrom, findCaptcha, insertCaptcha, pruneCaptchas, spendCaptchaPass, takeCaptchaTry } from './queries.js';
import { trackProblem, type TrackPoint } from './track.js';

export const MAX_CAPTCHA_TRIES = 3;
export const CAPTCHA_TOLERANCE_PX = 4;

/** Puzzles one address may ask for per TTL: plenty for people, a wall for a flood. */
export const MAX_CAPTCHAS_PER_ADDRESS = 60;

export async function createCaptcha(ctx: Ctx) {
  const t = clock.now();
  if ((await countCaptchasFrom(ctx.db, ctx.ip.slice(0, 64), t - CAPTCHA_TTL_SECONDS)) >= MAX_CAPTCHAS_PER_ADDRESS) {
    throw new AppError(E.TOO_MANY_REQUESTS, undefined, { retry_after: CAPTCHA_TTL_SECONDS });
  }
  const p = drawPuzzle();
  const id = newId();
  await pruneCaptchas(ctx.db, t - CAPTCHA_TTL_SECONDS - CAPTCHA_PASS_TTL_SECONDS);
  await insertCaptcha(ctx.db, {
    id, site_id: ctx.site.id, gap_x: p.gapX, piece_y: p.pieceY, tries: 0, state: 'open', ip: ctx.ip.slice(0, 64),
    created_at: t, expires_at: t + CAPTCHA_TTL_SECONDS, pass_hash: null, pass_expires_at: null, pass_used_at: null,
  });
  return {
    id, width: PUZZLE.width, height: PUZZLE.height, pieceSize: PUZZLE.piece, pieceY: p.pieceY,
    background: pngDataUrl(p.background), piece: pngDataUrl(p.piece), expiresAt: t + CAPTCHA_TTL_SECONDS,
  };
}

export async function verifyCaptcha(ctx: Ctx, id: string, x: number, track: TrackPoint[]) {
  const t = clock.now();
  if (!(await takeCaptchaTry(ctx.db, ctx.site.id, id, t, MAX_CAPTCHA_TRIES))) {
    const row = await findCaptcha(ctx.db, ctx.site.id, id);
    if (!row) throw new AppError(E.NOT_FOUND, 'id: no such captcha', { field: 'id' });
    if (row.state === 'open' && row.expires_at <= t) throw new AppError(E.EXPIRED, undefined, { field: 'id', refresh: true });
    throw new AppError(E.CAPTCHA_FAILED, undefined, { field: 'id', triesLeft: 0, refresh: true });
  }
  const row = await findCaptcha(ctx.db, ctx.site.id, id);
  if (!row) throw new AppError(E.NOT_FOUND, 'id: no such captcha', { field: 'id' });
  const passed = Math.abs(x - row.gap_x) <= CAPTCHA_TOLERANCE_PX && trackProblem(track, x, PUZZLE.width) === null;
  if (passed) {
    const token = randomToken(24);
    const expiresAt = t + CAPTCHA_PASS_TTL_SECONDS;
    if (await closeCaptcha(ctx.db, ctx.site.id, id, { state: 'passed', pass_hash: sha256(token), pass_expires_at: expiresAt })) {
      return { captcha: token, expiresAt };
    }
  }
  const triesLeft = Math.max(0, MAX_CAPTCHA_TRIES - row.tries);
  if (triesLeft === 0) await closeCaptcha(ctx.db, ctx.site.id, id, { state: 'failed' });
  throw new AppError(E.CAPTCHA_FAILED, undefined, { field: 'x', triesLeft, refresh: triesLeft === 0 });
}

/** Login's check: spends a pass token of this site once; false when missing, used, stale or foreign. */
export async function spendCaptcha(db: Db, siteId: string, token: string | undefined): Promise<boolean> {
  if (!token || token.length > 200) return false;
  return spendCaptchaPass(db, siteId, sha256(token), clock.now());
}
