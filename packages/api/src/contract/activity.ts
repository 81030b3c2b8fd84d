/**
 * Activities (spec: activity/*): a hall of campus activities with sign-up (capacity never
 * exceeded, optional organiser approval), files, comments, photo albums and check-in codes.
 * Organisers are the creators (holders of `activity.manage`, or staff when the site's
 * `variants.activity.staffCreate` allows); `activity.check` holders check participants in.
 */
import { z } from 'zod';
import { audience } from './audience.js';
import { access, byId, endpoint, pageOf, paging, plainText, seconds, zf } from './define.js';


export const ACTIVITY_CATEGORIES = ['academic', 'sports', 'arts', 'volunteer', 'career', 'club', 'other'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];
/** What an activity shows as (`activity.state.*` in packages/i18n). */
export const ACTIVITY_STATES = ['draft', 'cancelled', 'notOpen', 'signup', 'full', 'closed', 'ongoing', 'ended'] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];
export const SIGNUP_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'removed'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];
export const ACTIVITY_FILTERS = ['all', 'upcoming', 'ongoing', 'ended', 'mine'] as const;

export const activitySummary = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(ACTIVITY_CATEGORIES),
  organiser: z.string(),
  cover: z.string(),
  place: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
  signupOpenAt: z.number(),
  signupCloseAt: z.number(),
  /** null: no limit */
  capacity: z.number().nullable(),
  /** Places taken (pending and approved sign-ups). */
  taken: z.number(),
  needsApproval: z.boolean(),
  published: z.boolean(),
  cancelled: z.boolean(),
  state: z.enum(ACTIVITY_STATES),
  /** The caller's sign-up status, if any. */
  myStatus: z.enum(SIGNUP_STATUSES).nullable(),
});
export type ActivitySummary = z.infer<typeof activitySummary>;

export const activityMySignup = z.object({
  id: z.string(),
  status: z.enum(SIGNUP_STATUSES),
  note: z.string(),
  createdAt: z.number(),
  checkedAt: z.number().nullable(),
});
export type MySignup = z.infer<typeof activityMySignup>;

export const activityDetail = activitySummary.extend({
  /** Sanitized HTML. */
  description: z.string(),
  cancelReason: z.string(),
  mine: activityMySignup.nullable(),
  /** The caller organises it (or manages activities of the site). */
  canManage: z.boolean(),
  /** The caller may comment and add photos (a live participant or an organiser). */
  canTakePart: z.boolean(),
  counts: z.object({ files: z.number(), comments: z.number(), photos: z.number() }),
});
export type ActivityDetail = z.infer<typeof activityDetail>;

const saveInput = z
  .object({
    id: zf.id().optional(),
    title: plainText(120).pipe(z.string().min(1)),
    category: z.enum(ACTIVITY_CATEGORIES),
    organiser: plainText(80).pipe(z.string().min(1)),
    /** An upload id (image) of the caller or an existing cover; empty for none. */
    coverId: z.string().trim().max(64).default(''),
    /** Rich text; sanitized on write. */
    description: z.string().max(50000).default(''),
    place: plainText(200).default(''),
    startsAt: seconds(),
    endsAt: seconds(),
    signupOpenAt: seconds(),
    signupCloseAt: seconds(),
    capacity: z.preprocess((v) => (v === '' || v === null ? undefined : v), zf.int().min(1).max(100000).optional()),
    needsApproval: zf.bool().default(false),
    audience,
    published: zf.bool().default(true),
  })
  .refine((a) => a.startsAt < a.endsAt, { path: ['endsAt'], message: 'must be after startsAt' })
  .refine((a) => a.signupOpenAt < a.signupCloseAt, { path: ['signupCloseAt'], message: 'must be after signupOpenAt' })
  .refine((a) => a.signupCloseAt <= a.endsAt, { path: ['signupCloseAt'], message: 'must not be after endsAt' });

const signupRow = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  number: z.string(),
  department: z.string(),
  status: z.enum(SIGNUP_STATUSES),
  note: z.string(),
  createdAt: z.number(),
  checkedAt: z.number().nullable(),
});
export type ActivitySignupRow = z.infer<typeof signupRow>;

const fileRow = z.object({ id: z.string(), name: z.string(), url: z.string(), size: z.number(), mime: z.string(), createdAt: z.number() });
const commentRow = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  /** Sanitized HTML (limited markup). */
  body: z.string(),
  createdAt: z.number(),
  canDelete: z.boolean(),
});
const albumRow = z.object({ id: z.string(), title: z.string(), cover: z.string(), count: z.number(), createdAt: z.number() });
const photoRow = z.object({ id: z.string(), url: z.string(), userId: z.string(), name: z.string(), createdAt: z.number(), canDelete: z.boolean() });
export type ActivityFile = z.infer<typeof fileRow>;
export type ActivityComment = z.infer<typeof commentRow>;
export type ActivityAlbum = z.infer<typeof albumRow>;
export type ActivityPhoto = z.infer<typeof photoRow>;

const checkedIn = z.object({
  signupId: z.string(),
  activityId: z.string(),
  title: z.string(),
  name: z.string(),
  number: z.string(),
  checkedAt: z.number(),
});

const user = access.user;
const manage = access.module('activity', 'manage');

export const activity = {
  hall: endpoint({
    name: 'activity.hall',
    method: 'GET',
    path: '/api/activity/hall',
    input: z.object({
      ...paging,
      category: z.enum(ACTIVITY_CATEGORIES).optional(),
      keyword: plainText(60).optional(),
      filter: z.enum(ACTIVITY_FILTERS).default('all'),
    }),
    output: pageOf(activitySummary),
    access: user,
    summary: 'Published activities whose audience includes the caller, by category, keyword and time',
  }),
  detail: endpoint({
    name: 'activity.detail',
    method: 'GET',
    path: '/api/activity/detail',
    input: byId,
    output: activityDetail,
    access: user,
    summary: 'An activity with its counts and the caller’s sign-up',
  }),
  signup: endpoint({
    name: 'activity.signup',
    method: 'POST',
    path: '/api/activity/signup',
    input: z.object({ id: zf.id(), note: plainText(200).default('') }),
    output: activityMySignup,
    access: user,
    summary: 'Sign up (pending when the organiser approves); never exceeds the capacity',
  }),
  cancelSignup: endpoint({
    name: 'activity.cancelSignup',
    method: 'POST',
    path: '/api/activity/cancel-signup',
    input: byId,
    output: activityMySignup,
    access: user,
    summary: 'Withdraw the caller’s sign-up before the activity starts; the place is freed',
  }),
  myCode: endpoint({
    name: 'activity.myCode',
    method: 'GET',
    path: '/api/activity/my-code',
    input: byId,
    output: z.object({ code: z.string(), checkedAt: z.number().nullable() }),
    access: user,
    summary: 'The caller’s personal check-in code for an activity (shown as a QR)',
  }),
  checkin: endpoint({
    name: 'activity.checkin',
    method: 'POST',
    path: '/api/activity/checkin',
    input: z.object({ code: plainText(200).pipe(z.string().min(4)) }),
    output: checkedIn,
    access: user,
    summary: 'A participant scans the organiser’s rotating check-in code: checked in once',
  }),
  canCreate: endpoint({
    name: 'activity.canCreate',
    method: 'GET',
    path: '/api/activity/can-create',
    input: z.object({}),
    output: z.object({ allowed: z.boolean(), manager: z.boolean(), checker: z.boolean() }),
    access: user,
    summary: 'Whether the caller may create activities, manage all of them, or check people in',
  }),
  manage: endpoint({
    name: 'activity.manage',
    method: 'GET',
    path: '/api/activity/manage',
    input: z.object(paging),
    output: pageOf(activitySummary),
    access: user,
    summary: 'Activities the caller organises',
  }),
  manageDetail: endpoint({
    name: 'activity.manageDetail',
    method: 'GET',
    path: '/api/activity/manage-detail',
    input: byId,
    output: activitySummary.extend({ description: z.string(), coverId: z.string(), audience: z.unknown(), cancelReason: z.string() }),
    access: user,
    summary: 'One activity as its organiser edits it',
  }),
  save: endpoint({
    name: 'activity.save',
    method: 'POST',
    path: '/api/activity/addnew',
    input: saveInput,
    output: z.object({ id: z.string() }),
    access: user,
    summary: 'Create (organisers) or update (its organiser or a manager) an activity; capacity never below places taken',
  }),
  publish: endpoint({
    name: 'activity.publish',
    method: 'POST',
    path: '/api/activity/publish',
    input: z.object({ id: zf.id(), published: zf.bool() }),
    output: z.null(),
    access: user,
    summary: 'Publish or withdraw an activity',
  }),
  cancel: endpoint({
    name: 'activity.cancel',
    method: 'POST',
    path: '/api/activity/cancel',
    input: z.object({ id: zf.id(), reason: plainText(200).pipe(z.string().min(1)) }),
    output: z.object({ notified: z.number() }),
    access: user,
    summary: 'Cancel an activity and notify its participants',
  }),
  signups: endpoint({
    name: 'activity.signups',
    method: 'GET',
    path: '/api/activity/signups',
    input: z.object({ id: zf.id(), status: z.enum(SIGNUP_STATUSES).optional(), ...paging }),
    output: pageOf(signupRow),
    access: user,
    summary: 'Sign-ups of an activity (organiser)',
  }),
  review: endpoint({
    name: 'activity.review',
    method: 'POST',
    path: '/api/activity/review',
    input: z.object({ signupId: zf.id(), approve: zf.bool() }),
    output: z.null(),
    access: user,
    summary: 'Approve or reject a pending sign-up; the person is notified',
  }),
  removeSignup: endpoint({
    name: 'activity.removeSignup',
    method: 'POST',
    path: '/api/activity/remove-signup',
    input: z.object({ signupId: zf.id() }),
    output: z.null(),
    access: user,
    summary: 'Remove a participant (organiser); the place is freed',
  }),
  signupsExport: endpoint({
    name: 'activity.signupsExport',
    method: 'GET',
    path: '/api/activity/signups-export',
    input: byId,
    output: z.null(),
    access: user,
    raw: true,
    summary: 'The sign-up list as xlsx (name, number, department, state, time, checked in)',
  }),
  checkinCode: endpoint({
    name: 'activity.checkinCode',
    method: 'GET',
    path: '/api/activity/checkin-code',
    input: byId,
    output: z.object({ code: z.string(), expiresAt: z.number(), period: z.number() }),
    access: user,
    summary: 'The organiser’s check-in code, rotating every 30 seconds',
  }),
  checkUser: endpoint({
    name: 'activity.checkUser',
    method: 'POST',
    path: '/api/activity/check-user',
    input: z.object({ code: plainText(64).pipe(z.string().min(4)) }),
    output: checkedIn,
    access: user,
    summary: 'An organiser or checker scans a participant’s code: checked in once',
  }),
  files: endpoint({
    name: 'activity.files',
    method: 'GET',
    path: '/api/activity/files',
    input: byId,
    output: z.object({ list: z.array(fileRow) }),
    access: user,
    summary: 'Files the organiser attached',
  }),
  addFile: endpoint({
    name: 'activity.addFile',
    method: 'POST',
    path: '/api/activity/add-file',
    input: z.object({ id: zf.id(), uploadId: zf.id() }),
    output: fileRow,
    access: user,
    summary: 'Attach one of the caller’s uploads (organiser)',
  }),
  removeFile: endpoint({
    name: 'activity.removeFile',
    method: 'POST',
    path: '/api/activity/remove-file',
    input: z.object({ fileId: zf.id() }),
    output: z.null(),
    access: user,
    summary: 'Detach a file (organiser)',
  }),
  comments: endpoint({
    name: 'activity.comments',
    method: 'GET',
    path: '/api/activity/comments',
    input: z.object({ id: zf.id(), ...paging }),
    output: pageOf(commentRow),
    access: user,
    summary: 'Comments, newest first',
  }),
  comment: endpoint({
    name: 'activity.comment',
    method: 'POST',
    path: '/api/activity/comment',
    input: z.object({ id: zf.id(), body: z.string().max(2000) }),
    output: commentRow,
    access: user,
    summary: 'Comment as a participant or organiser (sanitized: limited markup)',
  }),
  deleteComment: endpoint({
    name: 'activity.deleteComment',
    method: 'POST',
    path: '/api/activity/delete-comment',
    input: z.object({ commentId: zf.id() }),
    output: z.null(),
    access: user,
    summary: 'Delete one’s own comment, or any as the organiser',
  }),
  albums: endpoint({
    name: 'activity.albums',
    method: 'GET',
    path: '/api/activity/albums',
    input: byId,
    output: z.object({ list: z.array(albumRow) }),
    access: user,
    summary: 'Photo albums of an activity',
  }),
  createAlbum: endpoint({
    name: 'activity.createAlbum',
    method: 'POST',
    path: '/api/activity/create-album',
    input: z.object({ id: zf.id(), title: plainText(60).pipe(z.string().min(1)) }),
    output: albumRow,
    access: user,
    summary: 'Create an album (organiser)',
  }),
  photos: endpoint({
    name: 'activity.photos',
    method: 'GET',
    path: '/api/activity/photos',
    input: z.object({ albumId: zf.id() }),
    output: z.object({ title: z.string(), activityId: z.string(), canUpload: z.boolean(), list: z.array(photoRow) }),
    access: user,
    summary: 'Photos of an album',
  }),
  addPhoto: endpoint({
    name: 'activity.addPhoto',
    method: 'POST',
    path: '/api/activity/add-photo',
    input: z.object({ albumId: zf.id(), uploadId: zf.id() }),
    output: photoRow,
    access: user,
    summary: 'Add one of the caller’s image uploads to an album (participants and organisers)',
  }),
  removePhoto: endpoint({
    name: 'activity.removePhoto',
    method: 'POST',
    path: '/api/activity/remove-photo',
    input: z.object({ photoId: zf.id() }),
    output: z.null(),
    access: user,
    summary: 'Remove one’s own photo, or any as the organiser',
  }),
  adminList: endpoint({
    name: 'activity.adminList',
    method: 'GET',
    path: '/api/activity/admin-list',
    input: z.object({ ...paging, keyword: plainText(60).optional(), category: z.enum(ACTIVITY_CATEGORIES).optional() }),
    output: pageOf(activitySummary.extend({ checked: z.number(), pending: z.number() })),
    access: manage,
    summary: 'Every activity of the site with counters (managers)',
  }),
  stats: endpoint({
    name: 'activity.stats',
    method: 'GET',
    path: '/api/activity/stats',
    input: z.object({}),
    output: z.object({
      byCategory: z.array(z.object({ category: z.enum(ACTIVITY_CATEGORIES), signups: z.number() })),
      byMonth: z.array(z.object({ month: z.string(), signups: z.number() })),
    }),
    access: manage,
    summary: 'Live sign-ups per category and per month (managers)',
  }),
};
