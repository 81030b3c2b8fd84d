/**
 * Visitors (spec rows cfauVisitor/login, apply, record, qrcode, pcindex). Someone without a campus
 * account signs in with a mobile number and an SMS code (a `visitor` account is made for the number
 * on first sign-in), fills the site's installed `cfauVisitor` approval (forms.submit; the workflow
 * starts by itself), follows their records, and once approved shows a signed QR pass good for the
 * visit's time window. At the gate (`visitor.check`, seeded for guards) the wide screen lists the
 * day's expected visitors and checks a pass in, once.
 */
import { z } from 'zod';
import { SUBMISSION_STATES } from './forms.js';
import { authMap, sessionUser } from './auth.js';
import { CODE_RE, MOBILE_RE } from './user.js';
import { access, endpoint, zf } from './define.js';

/** The ready-made approval visitors fill (packages/api/src/approvals/cfauVisitor.ts). */
export const VISITOR_TEMPLATE_KEY = 'cfauVisitor';
/** Minutes before the visit's start a pass is already good (early arrivals). */
export const PASS_EARLY_MINUTES = 30;
/** A pass typed by hand: 8 characters, no 0/O/1/I. */
export const PASS_CODE_RE = /^[A-HJ-NP-Z2-9]{8}$/;

const mobile = z.string().trim().regex(MOBILE_RE, 'an 11-digit mobile number');
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const check = access.module('visitor', 'check');

/** Where a pass stands, for the visitor's records. */
export const PASS_STATES = ['waiting', 'ready', 'used', 'expired', 'refused'] as const;
export type PassState = (typeof PASS_STATES)[number];

export const visitRecord = z.object({
  /** The submission's id. */
  id: z.string(),
  state: z.enum(SUBMISSION_STATES),
  passState: z.enum(PASS_STATES),
  visitorName: z.string(),
  visitDate: z.string(),
  timeFrom: z.string(),
  timeTo: z.string(),
  hostName: z.string(),
  reason: z.string(),
  headcount: z.number(),
  submittedAt: z.number(),
  checkedInAt: z.number().nullable(),
});
export type VisitRecord = z.infer<typeof visitRecord>;

export const visitPass = z.object({
  submissionId: z.string(),
  /** What the QR encodes: `vp1.<payload>.<mac>`. */
  token: z.string(),
  /** The same pass typed by hand at the gate. */
  code: z.string(),
  visitorName: z.string(),
  hostName: z.string(),
  visitDate: z.string(),
  timeFrom: z.string(),
  timeTo: z.string(),
  headcount: z.number(),
  /** Seconds: good from (the start less PASS_EARLY_MINUTES) to the end of the window. */
  validFrom: z.number(),
  validTo: z.number(),
  checkedInAt: z.number().nullable(),
});
export type VisitPass = z.infer<typeof visitPass>;

/** A visit as the gate sees it: the ID number and mobile masked. */
export const expectedVisit = z.object({
  submissionId: z.string(),
  visitorName: z.string(),
  idNumber: z.string(),
  phone: z.string(),
  organisation: z.string(),
  hostName: z.string(),
  visitDate: z.string(),
  timeFrom: z.string(),
  timeTo: z.string(),
  headcount: z.number(),
  companions: z.array(z.string()),
  plate: z.string(),
  checkedInAt: z.number().nullable(),
  checkedInBy: z.string(),
});
export type ExpectedVisit = z.infer<typeof expectedVisit>;

export const visitor = {
  sendCode: endpoint({
    name: 'visitor.sendCode',
    method: 'POST',
    path: '/api/visitor/sms-code',
    input: z.object({ mobile }),
    output: z.object({ to: z.string(), expiresIn: z.number(), resendIn: z.number() }),
    access: access.public,
    summary: 'Send a 6-digit sign-in code to a mobile number (once a minute, 10 a day per number); a number of a campus account is refused',
  }),
  login: endpoint({
    name: 'visitor.login',
    method: 'POST',
    path: '/api/visitor/login',
    input: z.object({ mobile, code: z.string().trim().regex(CODE_RE, '6 digits') }),
    output: z.object({ user: sessionUser, auth: authMap, created: z.boolean() }),
    access: access.public,
    summary: 'Sign in as a visitor with the code sent to the number; the first sign-in makes the visitor account; rotates the session',
  }),
  records: endpoint({
    name: 'visitor.records',
    method: 'GET',
    path: '/api/visitor/records',
    input: z.object({}),
    output: z.object({ formId: z.string().nullable(), list: z.array(visitRecord) }),
    access: access.user,
    visitors: true,
    summary: 'My visit applications (newest first) with where each pass stands; formId is null when the site has not installed the visitor approval',
  }),
  pass: endpoint({
    name: 'visitor.pass',
    method: 'GET',
    path: '/api/visitor/pass',
    input: z.object({ id: zf.id() }),
    output: visitPass,
    access: access.user,
    visitors: true,
    summary: 'The signed pass of my approved visit (refused with 30012 before approval)',
  }),
  expected: endpoint({
    name: 'visitor.expected',
    method: 'GET',
    path: '/api/visitor/expected',
    input: z.object({ date: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(DATE, 'not a date').optional()) }),
    output: z.object({ date: z.string(), list: z.array(expectedVisit), checkedIn: z.number() }),
    access: check,
    summary: 'The approved visits of a day (default today, site time), in time order, with who has checked in',
  }),
  checkIn: endpoint({
    name: 'visitor.checkIn',
    method: 'POST',
    path: '/api/visitor/check-in',
    input: z.object({ pass: z.string().trim().min(1).max(400) }),
    output: z.object({ visit: expectedVisit }),
    access: check,
    summary: 'Check a pass in at the gate (a scanned token or the 8-character code): signed, approved, in its window, once',
  }),
};
