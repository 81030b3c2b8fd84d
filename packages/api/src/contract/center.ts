/**
 * The identity screens of the `center` family: the personal QR code and its scanners, scan-login
 * (smlogin / smloginV2), the slider captcha (hkhtml) and the service-hall favourites.
 */
import { z } from 'zod';
import { access, endpoint, zf } from './define.js';
import { authMap, sessionUser } from './auth.js';

/** Seconds a personal QR code lives before the next one replaces it. */
export const QR_PERIOD_SECONDS = 30;
/** Seconds a scan-login request waits for the phone. */
export const SCAN_LOGIN_TTL_SECONDS = 120;
/** Seconds a captcha puzzle stays open, and a pass token stays valid. */
export const CAPTCHA_TTL_SECONDS = 120;
export const CAPTCHA_PASS_TTL_SECONDS = 300;
/** A service key is an H5 application key (`news`) or a route (`center/personal`). */
export const SERVICE_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}(\/[A-Za-z][A-Za-z0-9_-]{0,63})?$/;
export const MAX_SERVICES = 50;

/** What a scanner may say it checks for; one code verifies once per purpose. */
export const scanPurpose = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_.:-]{0,63}$/, 'lower-case letters, digits, _ . : -')
  .default('identity');

/** The person behind a code, as shown to a scanner (masked unless the scanner is staff). */
export const scannedPerson = z.object({
  name: z.string(),
  /** 学工号, masked like `20****01` for scanners without a staff permission. */
  number: z.string(),
  department: z.string(),
  /** student | teacher | staff | visitor */
  kind: z.string(),
  avatar: z.string(),
  masked: z.boolean(),
});
export type ScannedPerson = z.infer<typeof scannedPerson>;

export const scanLoginState = z.enum(['waiting', 'scanned', 'confirmed', 'cancelled', 'expired']);
export type ScanLoginState = z.infer<typeof scanLoginState>;

export const trackPoint = z.object({ x: z.coerce.number().finite(), t: z.coerce.number().finite() });

/**
 * The track arrives as an array (JSON body, or `track[0][x]=..` in a form body: at most 200
 * points that way, the form parser's array limit) or as JSON text in a form field.
 */
export const MAX_TRACK_POINTS = 1000;
const track = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, z.array(trackPoint).max(MAX_TRACK_POINTS));

export const center = {
  qrcode: endpoint({
    name: 'center.qrcode',
    method: 'GET',
    path: '/api/center/qrcode',
    /** The spec lists it with the user-info calls. */
    aliases: ['/api/user/qrcode'],
    summary: 'The personal QR code of the logged-in user: signed, changes every 30 s. Ask again after refreshIn seconds.',
    access: access.user,
    input: z.object({}),
    output: z.object({
      /** What the QR code encodes: `cp1.<payload>.<mac>` (base64url). */
      code: z.string(),
      /** Seconds (epoch) after which the code is refused. */
      expiresAt: z.number().int(),
      /** Seconds until the next code: fetch a new one then. */
      refreshIn: z.number().int(),
      period: z.number().int(),
      /** Shown under the code on the owner's own screen (not masked). */
      person: scannedPerson,
    }),
  }),
  qrcodeVerify: endpoint({
    name: 'center.qrcodeVerify',
    method: 'POST',
    path: '/api/center/qrcode/verify',
    summary: 'A scanner (ticket or venue checker, sweepCode screens) checks a personal QR code; single use per purpose.',
    access: access.user,
    input: z.object({ code: z.string().trim().min(1).max(512), purpose: scanPurpose }),
    output: z.object({
      person: scannedPerson,
      purpose: z.string(),
      /** When the code was issued (start of its 30 s window). */
      issuedAt: z.number().int(),
    }),
  }),

  scanLoginCreate: endpoint({
    name: 'center.scanLoginCreate',
    method: 'POST',
    path: '/api/center/scan-login/create',
    summary:
      'Desktop: start a scan-login. The QR shows `code`; `poll` (also set as an HttpOnly cookie) is the desktop secret for status.',
    access: access.public,
    input: z.object({}),
    output: z.object({
      id: z.string(),
      /** What the desktop's QR encodes: the phone page `/site/smlogin/index?id=<id>` (site-prefixed for a named site). */
      code: z.string(),
      expiresAt: z.number().int(),
      expiresIn: z.number().int(),
      /** Secret of the desktop that created the request; never shown in the QR. */
      poll: z.string(),
    }),
  }),
  scanLoginStatus: endpoint({
    name: 'center.scanLoginStatus',
    method: 'GET',
    path: '/api/center/scan-login/status',
    /** The poll that sees the confirmation starts the desktop's session. */
    mutates: true,
    summary:
      'Desktop polls. On the first poll that sees `confirmed` the desktop is logged in (session cookie set) and `login` is filled.',
    access: access.public,
    input: z.object({
      id: zf.id(),
      /** The create call's `poll`; optional when the HttpOnly cookie is sent. */
      poll: z.string().max(100).optional(),
    }),
    output: z.object({
      state: scanLoginState,
      /** Name of the person who scanned (masked), once scanned. */
      name: z.string().nullable(),
      expiresAt: z.number().int(),
      /** Only on the one poll that logs the desktop in. */
      login: z.object({ user: sessionUser, auth: authMap }).nullable(),
    }),
  }),
  scanLoginScan: endpoint({
    name: 'center.scanLoginScan',
    method: 'POST',
    path: '/api/center/scan-login/scan',
    summary: 'Phone (logged in) scanned the desktop code: marks it scanned and says who is asking to log in.',
    access: access.user,
    input: z.object({ id: zf.id() }),
    output: z.object({
      id: z.string(),
      state: scanLoginState,
      site: z.object({ id: z.string(), name: z.string() }),
      /** The desktop's address and a browser/OS summary such as `Chrome / Windows` ('' when unknown). */
      ip: z.string(),
      device: z.string(),
      createdAt: z.number().int(),
      expiresAt: z.number().int(),
    }),
  }),
  scanLoginConfirm: endpoint({
    name: 'center.scanLoginConfirm',
    method: 'POST',
    path: '/api/center/scan-login/confirm',
    summary: 'Phone: allow the desktop to log in as me. Only the user who scanned; exactly one confirm wins.',
    access: access.user,
    input: z.object({ id: zf.id() }),
    output: z.object({ state: scanLoginState }),
  }),
  scanLoginCancel: endpoint({
    name: 'center.scanLoginCancel',
    method: 'POST',
    path: '/api/center/scan-login/cancel',
    summary: 'Phone: refuse the desktop login. Only the user who scanned; final.',
    access: access.user,
    input: z.object({ id: zf.id() }),
    output: z.object({ state: scanLoginState }),
  }),

  captchaCreate: endpoint({
    name: 'center.captchaCreate',
    method: 'POST',
    path: '/api/center/captcha/create',
    summary: 'A slider puzzle: background with a gap and the piece (PNG data URLs). The gap position stays on the server.',
    access: access.public,
    input: z.object({}),
    output: z.object({
      id: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      /** The piece is a square of this side, drawn at x = 0 and moved along y = pieceY. */
      pieceSize: z.number().int(),
      pieceY: z.number().int(),
      /** data:image/png;base64,... */
      background: z.string(),
      piece: z.string(),
      expiresAt: z.number().int(),
    }),
  }),
  captchaVerify: endpoint({
    name: 'center.captchaVerify',
    method: 'POST',
    path: '/api/center/captcha/verify',
    summary:
      'Check the slider: x of the piece (px) and the drag track [{x, t(ms)}]. Passing gives a single-use `captcha` token for login.',
    access: access.public,
    input: z.object({ id: zf.id(), x: zf.num().min(0).max(1000), track }),
    output: z.object({ captcha: z.string(), expiresAt: z.number().int() }),
  }),

  services: endpoint({
    name: 'center.services',
    method: 'GET',
    path: '/api/center/services',
    summary: 'The service keys this user pinned in the service hall, in their order.',
    access: access.user,
    input: z.object({}),
    output: z.object({ keys: z.array(z.string()) }),
  }),
  servicesSave: endpoint({
    name: 'center.servicesSave',
    method: 'POST',
    path: '/api/center/services/save',
    summary: 'Replace the pinned service keys (order kept; at most 50; no duplicates). No keys = none pinned.',
    access: access.user,
    input: z.object({
      keys: zf
        .list(z.string().trim().regex(SERVICE_KEY, 'an application key or module/page'))
        .default([])
        .refine((k) => k.length <= MAX_SERVICES, `at most ${MAX_SERVICES}`)
        .refine((k) => new Set(k).size === k.length, 'no duplicates'),
    }),
    output: z.object({ keys: z.array(z.string()) }),
  }),
};
