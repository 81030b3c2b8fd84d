/**
 * Pure activity rules: the state an activity shows, whether a sign-up may happen, and the
 * rotating check-in code (an HMAC of the activity and the 30-second window under a per-activity
 * secret: not guessable, and the same in every process).
 */
import crypto from 'node:crypto';
import type { ActivityState } from '@campus/api';
import { randomCode } from '../../platform/util.js';

export interface ActivityTimes {
  starts_at: number;
  ends_at: number;
  signup_open_at: number;
  signup_close_at: number;
  capacity: number | null;
  taken: number;
  published: number;
  cancelled: number;
}

export function stateOf(a: ActivityTimes, now: number): ActivityState {
  if (a.cancelled === 1) return 'cancelled';
  if (a.published !== 1) return 'draft';
  if (now >= a.ends_at) return 'ended';
  if (now >= a.starts_at) return 'ongoing';
  if (now < a.signup_open_at) return 'notOpen';
  if (now >= a.signup_close_at) return 'closed';
  if (a.capacity !== null && a.taken >= a.capacity) return 'full';
  return 'signup';
}

/** Why a sign-up is refused before touching the counters (null: the window is open). */
export function signupError(a: ActivityTimes, now: number): 'NOT_OPEN_YET' | 'ENDED' | 'WRONG_STATE' | null {
  if (a.cancelled === 1 || a.published !== 1) return 'WRONG_STATE';
  if (now < a.signup_open_at) return 'NOT_OPEN_YET';
  if (now >= a.signup_close_at || now >= a.starts_at) return 'ENDED';
  return null;
}

/** Check-in is open from an hour before the start until the end. */
export function checkinError(a: Pick<ActivityTimes, 'starts_at' | 'ends_at' | 'cancelled'>, now: number): 'NOT_OPEN_YET' | 'ENDED' | 'WRONG_STATE' | null {
  if (a.cancelled === 1) return 'WRONG_STATE';
  if (now < a.starts_at - 3600) return 'NOT_OPEN_YET';
  if (now >= a.ends_at) return 'ENDED';
  return null;
}

export const CODE_PERIOD = 30;
const PREFIX = 'ACT1';

const mac = (secret: string, id: string, window: number) =>
  crypto.createHmac('sha256', secret).update(`${id}.${window}`).digest('base64url').slice(0, 22);

export function checkinCodeAt(id: string, secret: string, now: number): { code: string; expiresAt: number } {
  const w = Math.floor(now / CODE_PERIOD);
  return { code: `${PREFIX}.${id}.${w}.${mac(secret, id, w)}`, expiresAt: (w + 1) * CODE_PERIOD };
}

export function parseCheckinCode(code: string): { id: string; window: number; sig: string } | null {
  const parts = code.split('.');
  if (parts.length !== 4 || parts[0] !== PREFIX) return null;
  const window = Number(parts[2]);
  if (!parts[1] || !Number.isSafeInteger(window) || !parts[3]) return null;
  return { id: parts[1], window, sig: parts[3] };
}

/** Valid in its own window and the one after (a code read just before it rotated). */
export function verifyCheckinCode(p: { id: string; window: number; sig: string }, secret: string, now: number): 'ok' | 'bad' | 'expired' {
  const want = Buffer.from(mac(secret, p.id, p.window));
  const got = Buffer.from(p.sig);
  if (want.length !== got.length || !crypto.timingSafeEqual(want, got)) return 'bad';
  const w = Math.floor(now / CODE_PERIOD);
  return p.window === w || p.window === w - 1 ? 'ok' : 'expired';
}

/** A participant's own check-in code: 12 characters from the CSPRNG (60 bits). */
export const personalCode = (): string => randomCode();
