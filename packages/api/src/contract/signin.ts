/**
 * Sign-ins with rotating QR codes (spec: signpoject/*, electronicSign, qrcodesign, qrcodebuild,
 * qrcodeclass, createdCode, checkpoint). An organiser (`signin.manage`) creates a sign-in for an
 * audience and a time window; attendees sign once by scanning the organiser's rotating QR code
 * (10 s steps, the previous step still accepted), typing the rotating numeric code, scanning a
 * fixed checkpoint code, or drawing a signature. Location radius and one-device-per-account are
 * checked on the server.
 */
import { z } from 'zod';
import { audience } from './audience.js';
import { access, byId, endpoint, pageOf, paging, plainText, seconds, zf } from './define.js';


/** How attendees sign: the organiser's rotating QR, a rotating numeric code, a fixed checkpoint code, a drawn signature. */
export const SIGNIN_MODES = ['qr', 'number', 'checkpoint', 'signature'] as const;
export type SigninMode = (typeof SIGNIN_MODES)[number];
/** How a record came about: the modes, or entered by the organiser. */
export const SIGNIN_METHODS = [...SIGNIN_MODES, 'manual'] as const;
export type SigninMethod = (typeof SIGNIN_METHODS)[number];
/** Where a sign-in's window stands now. */
export const SIGNIN_PHASES = ['notStarted', 'open', 'ended'] as const;
export type SigninPhase = (typeof SIGNIN_PHASES)[number];
/** Seconds one rotating code lives; the server accepts the current and the previous step. */
export const SIGNIN_STEP = 10;

const latitude = zf.num().min(-90).max(90);
const longitude = zf.num().min(-180).max(180);
/** A device id the H5 keeps in local storage (one-device-per-account). */
const deviceId = z.string().trim().regex(/^[A-Za-z0-9_-]{8,64}$/, 'letters, digits, - and _ (8-64)');
const code = z.string().trim().regex(/^[A-Za-z0-9]{4,32}$/, 'letters and digits (4-32)');

export const signinLocation = z.object({ lat: z.number(), lng: z.number(), radius: z.number() });

export const signinRecord = z.object({
  at: z.number(),
  late: z.boolean(),
  method: z.enum(SIGNIN_METHODS),
  /** Metres from the sign-in's point, when it has one. */
  distance: z.number().nullable(),
  signatureUrl: z.string().nullable(),
  reason: z.string(),
  /** Checkpoint mode: how many times this person scanned the point. */
  visits: z.number(),
});
export type SigninRecord = z.infer<typeof signinRecord>;

export const signinSummary = z.object({
  id: z.string(),
  title: z.string(),
  place: z.string(),
  mode: z.enum(SIGNIN_MODES),
  startsAt: z.number(),
  endsAt: z.number(),
  /** Signing at or after this time is late (null: never late). */
  lateAt: z.number().nullable(),
  location: signinLocation.nullable(),
  oneDevice: z.boolean(),
  phase: z.enum(SIGNIN_PHASES),
  organiserName: z.string(),
});
export type SigninSummary = z.infer<typeof signinSummary>;

/** What an attendee sees: the sign-in and their own record. */
export const signinMine = signinSummary.extend({ mine: signinRecord.nullable() });
export type SigninMine = z.infer<typeof signinMine>;

export const signinCounts = z.object({ expected: z.number(), signed: z.number(), late: z.number() });
export const signinManaged = signinSummary.extend({ counts: signinCounts, organiserId: z.string() });
export type SigninManaged = z.infer<typeof signinManaged>;

const saveInput = z
  .object({
    id: zf.id().optional(),
    title: plainText(120).pipe(z.string().min(1)),
    place: plainText(200).default(''),
    mode: z.enum(SIGNIN_MODES).default('qr'),
    startsAt: seconds(),
    endsAt: seconds(),
    /** Minutes after the start from which signing is late; 0 = never late. */
    lateMinutes: zf.int().min(0).max(10080).default(0),
    audience,
    lat: latitude.optional(),
    lng: longitude.optional(),
    /** Metres; with lat and lng, attendees must be within it. */
    radius: zf.int().min(10).max(100000).optional(),
    oneDevice: zf.bool().default(false),
  })
  .refine((s) => s.startsAt < s.endsAt, { path: ['endsAt'], message: 'must be after startsAt' })
  .refine((s) => s.endsAt - s.startsAt <= 31 * 86400, { path: ['endsAt'], message: 'a window is at most 31 days' })
  .refine((s) => s.lateMinutes * 60 < s.endsAt - s.startsAt, { path: ['lateMinutes'], message: 'must fall inside the window' })
  .refine((s) => (s.lat === undefined) === (s.lng === undefined) && (s.lat === undefined) === (s.radius === undefined), {
    path: ['radius'],
    message: 'give lat, lng and radius together, or none',
  });

export const signinPerson = z.object({
  userId: z.string(),
  name: z.string(),
  number: z.string(),
  department: z.string(),
  className: z.string(),
  record: signinRecord.nullable(),
});
export type SigninPerson = z.infer<typeof signinPerson>;

export const signinCode = z.object({
  title: z.string(),
  place: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  mode: z.enum(SIGNIN_MODES),
  /** What attendees type or what the QR carries (its `c`). */
  code: z.string(),
  /** The QR content: `/site/qrcodesign/index?s=<id>&c=<code>` (absolute when the host is known). */
  url: z.string(),
  /** Seconds until the next code (null: a checkpoint code never rotates). */
  refreshIn: z.number().nullable(),
  step: z.number(),
  phase: z.enum(SIGNIN_PHASES),
  counts: signinCounts,
});
export type SigninCode = z.infer<typeof signinCode>;

export const signinStats = signinCounts.extend({
  manual: z.number(),
  /** Signs per minute since the start (minute start in seconds, count). */
  timeline: z.array(z.object({ at: z.number(), count: z.number() })),
});
export type SigninStats = z.infer<typeof signinStats>;

export const signinResult = z.object({
  signinId: z.string(),
  title: z.string(),
  record: signinRecord,
  /** Checkpoint mode: false when this scan added a visit to an earlier sign-in. */
  first: z.boolean(),
});
export type SigninResult = z.infer<typeof signinResult>;

export const signin = {
  index: endpoint({
    name: 'signin.index',
    method: 'GET',
    path: '/api/signin/index',
    input: z.object({ ...paging, mode: z.enum(SIGNIN_MODES).optional() }),
    output: pageOf(signinMine),
    access: access.user,
    summary: 'Sign-ins whose audience includes the caller (open first, then upcoming, then past) with the caller’s record',
  }),
  detail: endpoint({
    name: 'signin.detail',
    method: 'GET',
    path: '/api/signin/detail',
    input: byId,
    output: signinMine.extend({ canManage: z.boolean() }),
    access: access.user,
    summary: 'One sign-in for an attendee of its audience or its organiser, with the caller’s record',
  }),
  sign: endpoint({
    name: 'signin.sign',
    method: 'POST',
    path: '/api/signin/sign',
    input: z.object({
      /** The sign-in; may be left out with a numeric code (the caller’s open numeric sign-ins are searched). */
      id: zf.id().optional(),
      code: code.optional(),
      deviceId: deviceId.optional(),
      lat: latitude.optional(),
      lng: longitude.optional(),
      /** Signature mode: the upload id of the drawn signature (upload.bybase64). */
      signatureId: zf.id().optional(),
    }),
    output: signinResult,
    access: access.user,
    summary: 'Sign once: checks the window, the audience, the code (current or previous 10 s step), the location and the device',
  }),
  manageList: endpoint({
    name: 'signin.manageList',
    method: 'GET',
    path: '/api/signin/manage-list',
    input: z.object({ ...paging, mine: zf.bool().default(false), title: plainText(60).optional() }),
    output: pageOf(signinManaged),
    access: access.module('signin', 'manage'),
    summary: 'Sign-ins of the site (or only the caller’s) with expected, signed and late counts',
  }),
  manageDetail: endpoint({
    name: 'signin.manageDetail',
    method: 'GET',
    path: '/api/signin/manage-detail',
    input: byId,
    output: signinManaged.extend({ audience: z.unknown(), lateMinutes: z.number() }),
    access: access.user,
    summary: 'One sign-in with its audience and counts (its organiser or signin.manage)',
  }),
  save: endpoint({
    name: 'signin.save',
    method: 'POST',
    path: '/api/signin/createsign',
    input: saveInput,
    output: z.object({ id: z.string() }),
    access: access.module('signin', 'manage'),
    summary: 'Create a sign-in, or update one (its organiser or signin.manage); the caller becomes the organiser of a new one',
  }),
  remove: endpoint({
    name: 'signin.remove',
    method: 'POST',
    path: '/api/signin/remove',
    input: byId,
    output: z.null(),
    access: access.module('signin', 'manage'),
    summary: 'Delete a sign-in and its records',
  }),
  end: endpoint({
    name: 'signin.end',
    method: 'POST',
    path: '/api/signin/end',
    input: byId,
    output: z.object({ endsAt: z.number() }),
    access: access.user,
    summary: 'End a sign-in now (one not started yet is cancelled); its organiser or signin.manage; an ended one answers ENDED',
  }),
  code: endpoint({
    name: 'signin.code',
    method: 'GET',
    path: '/api/signin/qrcodebuild',
    input: byId,
    output: signinCode,
    access: access.user,
    summary: 'The current code to show (rotating every 10 s, or the fixed checkpoint code) and the live counts; organiser or signin.manage',
  }),
  records: endpoint({
    name: 'signin.records',
    method: 'GET',
    path: '/api/signin/signlist',
    input: z.object({ id: zf.id(), state: z.enum(['signed', 'unsigned']).default('signed'), ...paging }),
    output: pageOf(signinPerson).extend({ counts: signinCounts }),
    access: access.user,
    summary: 'Who signed (time, late, distance, method) or who of the audience did not; organiser or signin.manage',
  }),
  manual: endpoint({
    name: 'signin.manual',
    method: 'POST',
    path: '/api/signin/manual',
    input: z.object({ id: zf.id(), userId: zf.id(), reason: plainText(200).pipe(z.string().min(1)) }),
    output: signinRecord,
    access: access.user,
    summary: 'The organiser signs someone of the audience in by hand, with a reason (recorded as manual)',
  }),
  stats: endpoint({
    name: 'signin.stats',
    method: 'GET',
    path: '/api/signin/stats',
    input: byId,
    output: signinStats,
    access: access.user,
    summary: 'Counts and signs per minute of one sign-in; organiser or signin.manage',
  }),
  export: endpoint({
    name: 'signin.export',
    method: 'GET',
    path: '/api/signin/export',
    input: byId,
    output: z.null(),
    access: access.user,
    raw: true,
    summary: 'Everyone expected and everyone who signed as an xlsx file; organiser or signin.manage',
  }),
  classes: endpoint({
    name: 'signin.classes',
    method: 'GET',
    path: '/api/signin/qrcodeclass',
    input: z.object({}),
    output: z.object({ list: z.array(z.object({ id: z.string(), name: z.string(), grade: z.string(), members: z.number(), mine: z.boolean() })) }),
    access: access.module('signin', 'manage'),
    summary: 'Classes of the site to pick as an audience, the caller’s own (as counselor) first',
  }),
};
