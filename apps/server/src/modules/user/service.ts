/**
 * The logged-in person's own profile, avatar, notice settings and password. Every change is
 * audited; nothing here can touch another user (all reads and writes are keyed by ctx.me()).
 */
import { AppError, E, badInput, noticeSettings, type ParsedInputOf, type NoticeSettings, type UserInfo, type contract } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import type { User } from '../../platform/db/schema.js';
import { hashPassword, passwordProblem } from '../../platform/passwords.js';
import { destroyUserSessions } from '../../platform/sessions.js';
import { now, parseJson } from '../../platform/util.js';
import { checkPassword } from '../auth/service.js';
import { maskEmail, maskMobile } from './mask.js';
import { getSetting, putSetting } from '../../platform/user-settings.js';
import { findOwnImage, findSiteUser, placeNames, updateUser } from './queries.js';

const PROFILE_KEY = 'profile';
const NOTICE_KEY = 'notice';

type Profile = { signature?: string };

/** The current row of the caller (the session's copy may predate a change in this request). */
export async function currentUser(ctx: Ctx): Promise<User> {
  const me = ctx.me();
  const row = await findSiteUser(ctx.db, ctx.site.id, me.id);
  if (!row) throw new AppError(E.NOT_LOGGED_IN, undefined, { login_url: ctx.loginUrl });
  return row;
}

export async function getInfo(ctx: Ctx): Promise<UserInfo> {
  const u = await currentUser(ctx);
  const profile = parseJson<Profile>(await getSetting(ctx.db, ctx.site.id, u.id, PROFILE_KEY), {});
  const places = await placeNames(ctx.db, ctx.site.id, u.department_id, u.class_id);
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    number: u.number,
    kind: u.kind,
    gender: u.gender === 'male' || u.gender === 'female' ? u.gender : '',
    signature: typeof profile.signature === 'string' ? profile.signature : '',
    ...places,
    mobile: maskMobile(u.mobile),
    email: maskEmail(u.email),
    avatar: u.avatar,
    siteId: u.site_id,
  };
}

export async function saveInfo(ctx: Ctx, input: ParsedInputOf<typeof contract.user.saveInfo>): Promise<UserInfo> {
  const me = ctx.me();
  const t = now();
  if (input.gender !== undefined) {
    await updateUser(ctx.db, ctx.site.id, me.id, { gender: input.gender, updated_at: t });
    await ctx.platform.auth.userChanged(me.id);
  }
  if (input.signature !== undefined) {
    const profile = parseJson<Profile>(await getSetting(ctx.db, ctx.site.id, me.id, PROFILE_KEY), {});
    await putSetting(ctx.db, ctx.site.id, me.id, PROFILE_KEY, JSON.stringify({ ...profile, signature: input.signature }), t);
  }
  if (input.gender !== undefined || input.signature !== undefined) {
    await ctx.audit('user.save-info', me.username, { gender: input.gender, signature: input.signature });
  }
  return getInfo(ctx);
}

const ATTACH_PATH = '/site/attach';

/** The attachment-store name of `/site/attach?file=all/...`, or null when it is not one. */
function attachmentFile(url: string): string | null {
  let u: URL;
  try {
    u = new URL(url, 'http://portal.invalid');
  } catch {
    return null;
  }
  if (u.origin !== 'http://portal.invalid' || u.pathname !== ATTACH_PATH || u.hash !== '') return null;
  const keys = [...u.searchParams.keys()];
  const file = u.searchParams.get('file');
  if (keys.length !== 1 || !file || !file.startsWith('all/')) return null;
  if (!/^[A-Za-z0-9/_.-]+$/.test(file) || file.split('/').some((seg) => seg === '' || seg === '.' || seg === '..')) return null;
  return file;
}

export async function saveAvatar(ctx: Ctx, avatar: string): Promise<{ avatar: string }> {
  const me = ctx.me();
  let stored = '';
  if (avatar !== '') {
    const file = attachmentFile(avatar);
    if (!file) throw badInput('avatar', 'an attachment address /site/attach?file=all/...');
    // The public address carries `all/` before the stored name (modules/upload).
    const upload = await findOwnImage(ctx.db, ctx.site.id, me.id, file.slice('all/'.length));
    if (!upload) throw badInput('avatar', 'not an image you uploaded');
    stored = `${ATTACH_PATH}?file=${file}`;
  }
  await updateUser(ctx.db, ctx.site.id, me.id, { avatar: stored, updated_at: now() });
  await ctx.platform.auth.userChanged(me.id);
  await ctx.audit('user.save-avatar', me.username, { avatar: stored });
  return { avatar: stored };
}

export async function getNoticeSettings(ctx: Ctx): Promise<NoticeSettings> {
  const me = ctx.me();
  const parsed = noticeSettings.safeParse(parseJson<unknown>(await getSetting(ctx.db, ctx.site.id, me.id, NOTICE_KEY), {}));
  return parsed.success ? parsed.data : noticeSettings.parse({});
}

export async function saveNoticeSettings(ctx: Ctx, settings: NoticeSettings): Promise<NoticeSettings> {
  const me = ctx.me();
  await putSetting(ctx.db, ctx.site.id, me.id, NOTICE_KEY, JSON.stringify(settings), now());
  await ctx.audit('user.save-notice-settings', me.username, settings);
  return settings;
}

/** Changes the password; every other session of this user ends, the current one stays. */
export async function changePassword(ctx: Ctx, oldPassword: string, newPassword: string): Promise<null> {
  const me = ctx.me();
  const problem = passwordProblem(newPassword);
  if (problem) throw new AppError(E.WEAK_PASSWORD, `newPassword: ${problem}`, { field: 'newPassword', issues: [{ field: 'newPassword', message: problem }] });
  if (newPassword === oldPassword) throw badInput('newPassword', 'must differ from the old password');
  try {
    // Same limits as login: a stolen session must not become a password-guessing oracle.
    await checkPassword(ctx, me.username, oldPassword);
  } catch (err) {
    if (err instanceof AppError && err.e === E.BAD_CREDENTIALS) {
      throw new AppError(E.BAD_CREDENTIALS, 'oldPassword: wrong password', { field: 'oldPassword' });
    }
    throw err;
  }
  const hash = await hashPassword(newPassword, ctx.platform.env.SCRYPT_LOG_N);
  await updateUser(ctx.db, ctx.site.id, me.id, { password_hash: hash, updated_at: now() });
  await destroyUserSessions(ctx.platform, me.id, ctx.session?.id);
  await ctx.audit('user.change-password', me.username);
  return null;
}
