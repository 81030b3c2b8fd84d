/**
 * The logged-in person's own account: profile, avatar, linked accounts and switching, mobile and
 * e-mail changes confirmed by a code, notice settings, password. Nothing here reads another user.
 */
import { z } from 'zod';
import { sessionUser, authMap } from './auth.js';
import { access, endpoint, zf } from './define.js';

export const GENDERS = ['', 'male', 'female'] as const;
export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const HHMM_RE = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A notice category key (as the message centre stores it). */
export const CATEGORY_RE = /^[a-z0-9_-]{1,32}$/;
export const CODE_RE = /^\d{6}$/;

export const userInfo = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  /** 学工号 */
  number: z.string(),
  kind: z.string(),
  gender: z.enum(GENDERS),
  signature: z.string(),
  department: z.string().nullable(),
  className: z.string().nullable(),
  /** Masked, e.g. 138****1234; empty when none. */
  mobile: z.string(),
  /** Masked, e.g. z***@example.edu; empty when none. */
  email: z.string(),
  /** Attachment URL (`/site/attach?file=all/...`) or empty. */
  avatar: z.string(),
  siteId: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const linkedAccount = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  kind: z.string(),
  number: z.string(),
  /** The account this session is logged in as. */
  current: z.boolean(),
  /** Disabled accounts stay listed but cannot be switched to. */
  active: z.boolean(),
});
export type LinkedAccount = z.infer<typeof linkedAccount>;

export const noticeChannels = z.object({
  /** The portal's message centre. */
  inbox: zf.bool().default(true),
  sms: zf.bool().default(false),
  email: zf.bool().default(false),
  /** The messaging app the portal runs in. */
  wechat: zf.bool().default(true),
});

/** Shape stored in user_settings under `notice`; the message centre reads it too. */
export const noticeSettings = z
  .object({
    /** Do not disturb: no pushes during the quiet hours, or at all when there are none. */
    dnd: zf.bool().default(false),
    /** Quiet hours, local time; both empty = no quiet hours. May wrap midnight (22:00-07:00). */
    quietStart: z.union([z.literal(''), z.string().regex(HHMM_RE, 'HH:mm')]).default(''),
    quietEnd: z.union([z.literal(''), z.string().regex(HHMM_RE, 'HH:mm')]).default(''),
    mutedCategories: zf
      .list(z.string().regex(CATEGORY_RE, 'lower-case letters, digits, - or _'))
      .default([])
      .refine((l) => l.length <= 50, 'at most 50 categories')
      .transform((l) => [...new Set(l)].sort()),
    channels: noticeChannels.default({ inbox: true, sms: false, email: false, wechat: true }),
  })
  .superRefine((v, c) => {
    if ((v.quietStart === '') !== (v.quietEnd === '')) {
      c.addIssue({ code: 'custom', path: [v.quietStart === '' ? 'quietStart' : 'quietEnd'], message: 'give both start and end, or neither' });
    } else if (v.quietStart !== '' && v.quietStart === v.quietEnd) {
      c.addIssue({ code: 'custom', path: ['quietEnd'], message: 'must differ from quietStart' });
    }
  });
export type NoticeSettings = z.output<typeof noticeSettings>;

const mobile = z.string().trim().regex(MOBILE_RE, 'an 11-digit mobile number');
const email = z.string().trim().toLowerCase().max(254).pipe(z.email('an e-mail address'));
const code = z.string().trim().regex(CODE_RE, '6 digits');
const managed = z.never({ error: 'managed by the school, not editable here' }).optional();
const sent = z.object({ to: z.string(), expiresIn: z.number(), resendIn: z.number() });
const accounts = z.object({ list: z.array(linkedAccount) });

export const user = {
  getInfo: endpoint({
    name: 'user.getInfo',
    method: 'GET',
    path: '/api/user/get-info',
    summary: 'Profile of the logged-in user, with mobile and e-mail masked.',
    access: access.user,
    visitors: true,
    input: z.object({}),
    output: userInfo,
  }),
  saveInfo: endpoint({
    name: 'user.saveInfo',
    method: 'POST',
    path: '/api/user/save-info',
    summary: 'Change what a user may change themselves: gender and signature. Name, number, kind, department are managed.',
    access: access.user,
    input: z.object({
      gender: z.enum(GENDERS).optional(),
      signature: z.string().trim().max(60).regex(/^\P{Cc}*$/u, 'no control characters').optional(),
      // Managed by the school: named here so that sending one is refused naming the field.
      name: managed,
      number: managed,
      kind: managed,
      department: managed,
    }),
    output: userInfo,
  }),
  saveAvatar: endpoint({
    name: 'user.saveAvatar',
    method: 'POST',
    path: '/api/user/save-avatar',
    summary: 'Use one of my uploaded images (`/site/attach?file=all/...`) as my avatar; empty removes it.',
    access: access.user,
    input: z.object({ avatar: z.string().trim().max(500) }),
    output: z.object({ avatar: z.string() }),
  }),
  accounts: endpoint({
    name: 'user.accounts',
    method: 'GET',
    path: '/api/user/accounts',
    summary: 'The accounts linked to this person on this site, the current one first.',
    access: access.user,
    input: z.object({}),
    output: accounts,
  }),
  linkAccount: endpoint({
    name: 'user.linkAccount',
    method: 'POST',
    path: '/api/user/link-account',
    summary: 'Link another account of this site by proving its password (rate-limited like login).',
    access: access.user,
    input: z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) }),
    output: accounts,
  }),
  unlinkAccount: endpoint({
    name: 'user.unlinkAccount',
    method: 'POST',
    path: '/api/user/unlink-account',
    summary: 'Remove the link to another account.',
    access: access.user,
    input: z.object({ id: zf.id() }),
    output: accounts,
  }),
  switch: endpoint({
    name: 'user.switch',
    method: 'POST',
    path: '/api/user/switch',
    summary: 'Switch to a linked account: the current session ends and a new one (new id) starts.',
    access: access.user,
    input: z.object({ id: zf.id() }),
    output: z.object({ user: sessionUser, auth: authMap }),
  }),
  smsCode: endpoint({
    name: 'user.smsCode',
    method: 'POST',
    path: '/api/user/sms-code',
    summary: 'Send a 6-digit code to a new mobile number (valid 10 min; 1 per 60 s, 10 per day).',
    access: access.user,
    input: z.object({ mobile }),
    output: sent,
  }),
  emailCode: endpoint({
    name: 'user.emailCode',
    method: 'POST',
    path: '/api/user/email-code',
    summary: 'Send a 6-digit code to a new e-mail address (valid 10 min; 1 per 60 s, 10 per day).',
    access: access.user,
    input: z.object({ email }),
    output: sent,
  }),
  editMobile: endpoint({
    name: 'user.editMobile',
    method: 'POST',
    path: '/api/user/edit-mobile',
    summary: 'Change my mobile number with the code sent to it (single use, 5 tries).',
    access: access.user,
    input: z.object({ mobile, code }),
    output: z.object({ mobile: z.string() }),
  }),
  editEmail: endpoint({
    name: 'user.editEmail',
    method: 'POST',
    path: '/api/user/edit-email',
    summary: 'Change my e-mail address with the code sent to it (single use, 5 tries).',
    access: access.user,
    input: z.object({ email, code }),
    output: z.object({ email: z.string() }),
  }),
  noticeSettings: endpoint({
    name: 'user.noticeSettings',
    method: 'GET',
    path: '/api/user/notice-settings',
    summary: 'My notice settings: do-not-disturb, quiet hours, muted categories, channels.',
    access: access.user,
    visitors: true,
    input: z.object({}),
    output: noticeSettings,
  }),
  saveNoticeSettings: endpoint({
    name: 'user.saveNoticeSettings',
    method: 'POST',
    path: '/api/user/save-notice-settings',
    summary: 'Replace my notice settings (fields left out take their defaults).',
    access: access.user,
    visitors: true,
    input: noticeSettings,
    output: noticeSettings,
  }),
  changePassword: endpoint({
    name: 'user.changePassword',
    method: 'POST',
    path: '/api/user/change-password',
    summary: 'Change my password; every other session of mine ends, this one stays.',
    access: access.user,
    input: z.object({ oldPassword: z.string().min(1).max(128), newPassword: z.string().min(1).max(200) }),
    output: z.null(),
  }),
};
