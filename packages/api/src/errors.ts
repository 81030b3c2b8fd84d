/**
 * The error catalogue: every `e` the server can answer with. The apps map these codes to
 * i18n messages in one place; the server throws `AppError` with one of them.
 */
import { reasonOf, type ReasonText } from './reasons.js';

export const E = {
  OK: 0,
  /** System error: something broke on our side; never carries internals. */
  SYSTEM: 10000,
  /** Bad input; `d.field` names the first offending field, `d.issues` lists all (a schema check adds its zod `code` and limits as `params`). */
  BAD_INPUT: 10001,
  /** Logged in but not allowed. */
  FORBIDDEN: 10003,
  NOT_FOUND: 10004,
  METHOD_NOT_ALLOWED: 10005,
  CONFLICT: 10009,
  /** State-changing call without X-Requested-With or from another origin. */
  CSRF: 10011,
  /** Spec section 8: not logged in; `d.login_url` says where to log in. */
  NOT_LOGGED_IN: 10013,
  PAYLOAD_TOO_LARGE: 10014,
  UNSUPPORTED_MEDIA: 10015,
  TOO_MANY_REQUESTS: 10029,

  // Accounts and login (200xx)
  BAD_CREDENTIALS: 20001,
  ACCOUNT_DISABLED: 20002,
  BAD_CODE: 20003,
  BAD_TICKET: 20004,
  BAD_SIGNATURE: 20005,
  SSO_NOT_BOUND: 20006,
  CAPTCHA_FAILED: 20007,
  EXPIRED: 20008,
  WEAK_PASSWORD: 20009,

  // Booking and rush (300xx), used by the booking modules
  SOLD_OUT: 30001,
  ALREADY_TAKEN: 30002,
  NOT_OPEN_YET: 30003,
  ENDED: 30004,
  LIMIT_REACHED: 30005,
  HOLD_EXPIRED: 30006,
  OUT_OF_RANGE: 30007,
  CODE_EXPIRED: 30008,
  ALREADY_DONE: 30009,
  DEVICE_USED: 30010,
  NOT_ELIGIBLE: 30011,
  WRONG_STATE: 30012,

  // Outside systems (400xx): a site's integration is missing or its platform failed
  NOT_CONFIGURED: 40001,
  UPSTREAM_FAILED: 40002,

  // Feeds (4001x): why an outside RSS/Atom feed could not be read (stored on the subscription)
  FEED_BLOCKED: 40010,
  FEED_TIMEOUT: 40011,
  FEED_TOO_LARGE: 40012,
  FEED_INVALID: 40013,
  FEED_UNREACHABLE: 40014,
} as const;

export type ErrorCode = (typeof E)[keyof typeof E];

/** HTTP status that goes with each code; the envelope is what clients read. */
export function httpStatusOf(e: number): number {
  switch (e) {
    case E.OK:
      return 200;
    case E.BAD_INPUT:
      return 400;
    case E.NOT_LOGGED_IN:
      return 401;
    case E.FORBIDDEN:
    case E.CSRF:
      return 403;
    case E.NOT_FOUND:
      return 404;
    case E.METHOD_NOT_ALLOWED:
      return 405;
    case E.CONFLICT:
      return 409;
    case E.PAYLOAD_TOO_LARGE:
      return 413;
    case E.UNSUPPORTED_MEDIA:
      return 415;
    case E.TOO_MANY_REQUESTS:
      return 429;
    case E.SYSTEM:
      return 500;
    default:
      // Domain refusals (wrong password, sold out, ...) are answers, not failures.
      return e >= 20000 ? 200 : 400;
  }
}

/** Default (Chinese) message per code; apps translate by code through packages/i18n. */
export const defaultMessages: Record<number, string> = {
  [E.OK]: 'ok',
  [E.SYSTEM]: '系统异常',
  [E.BAD_INPUT]: '参数错误',
  [E.FORBIDDEN]: '没有权限',
  [E.NOT_FOUND]: '不存在',
  [E.METHOD_NOT_ALLOWED]: '不支持的请求方法',
  [E.CONFLICT]: '数据冲突，请刷新后重试',
  [E.CSRF]: '请求来源不被允许',
  [E.NOT_LOGGED_IN]: '未登录',
  [E.PAYLOAD_TOO_LARGE]: '内容过大',
  [E.UNSUPPORTED_MEDIA]: '不支持的内容类型',
  [E.TOO_MANY_REQUESTS]: '操作过于频繁，请稍后再试',
  [E.BAD_CREDENTIALS]: '账号或密码错误',
  [E.ACCOUNT_DISABLED]: '账号已停用',
  [E.BAD_CODE]: '验证码错误或已过期',
  [E.BAD_TICKET]: '票据无效或已使用',
  [E.BAD_SIGNATURE]: '签名错误',
  [E.SSO_NOT_BOUND]: '该统一身份尚未绑定账号',
  [E.CAPTCHA_FAILED]: '验证失败，请重试',
  [E.EXPIRED]: '已过期',
  [E.WEAK_PASSWORD]: '密码强度不足',
  [E.SOLD_OUT]: '已抢光',
  [E.ALREADY_TAKEN]: '已被占用',
  [E.NOT_OPEN_YET]: '尚未开始',
  [E.ENDED]: '已结束',
  [E.LIMIT_REACHED]: '已达上限',
  [E.HOLD_EXPIRED]: '保留已过期，请重新选择',
  [E.OUT_OF_RANGE]: '不在签到范围内',
  [E.CODE_EXPIRED]: '二维码已过期，请重新扫描',
  [E.ALREADY_DONE]: '已处理过，不能重复操作',
  [E.DEVICE_USED]: '该设备已为其他账号签到',
  [E.NOT_ELIGIBLE]: '不在可参与范围内',
  [E.WRONG_STATE]: '当前状态不允许此操作',
  [E.NOT_CONFIGURED]: '该功能尚未配置',
  [E.UPSTREAM_FAILED]: '外部系统暂时不可用，请稍后再试',
  [E.FEED_BLOCKED]: '该订阅地址指向内部网络，不允许访问',
  [E.FEED_TIMEOUT]: '订阅源响应超时',
  [E.FEED_TOO_LARGE]: '订阅源内容过大',
  [E.FEED_INVALID]: '订阅源不是有效的 RSS 或 Atom 格式',
  [E.FEED_UNREACHABLE]: '无法访问订阅源',
};

/** The envelope every answer has (spec section 8). */
export interface Envelope<D = unknown> {
  e: number;
  m: string;
  d: D;
}

/** Thrown by services; the server turns it into an envelope with the right status. */
export class AppError extends Error {
  declare readonly e: number;
  declare readonly d: unknown;

  constructor(e: number, message?: string, d: unknown = null) {
    const m = message ?? defaultMessages[e] ?? 'error';
    // An AppError is an answer (sold out, bad input, forbidden), not a fault: a rush refuses
    // thousands a second. Building an Error costs the engine more than the answer, even with no
    // stack to capture, so a refusal is a plain object whose prototype is this class's: an
    // AppError and an Error to `instanceof`, with its message and no stack. A system error is
    // built as an Error and keeps its stack for the log.
    if (e !== E.SYSTEM) return new Refusal(m, e, d) as unknown as AppError;
    super(m);
    this.e = e;
    this.d = d;
  }
}
Object.defineProperty(AppError.prototype, 'name', { value: 'AppError', writable: true, configurable: true });

/** A refusal's fields (see AppError's constructor). */
class Refusal {
  constructor(
    readonly message: string,
    readonly e: number,
    readonly d: unknown,
  ) {}
}
Object.setPrototypeOf(Refusal.prototype, AppError.prototype);

/** One refused field as the apps get it (`d.issues[]`): why, with its catalogue key when it has one (reasons.ts). */
export function issueOf(field: string, why: string | ReasonText): { field: string } & ReasonText {
  return { field, ...reasonOf(why) };
}

/** Bad input on one field: `m` names it, `d.field` and `d.issues` carry it for the apps. */
export function badInput(field: string, why: string | ReasonText): AppError {
  const issue = issueOf(field, why);
  return new AppError(E.BAD_INPUT, `${field}: ${issue.message}`, { field, issues: [issue] });
}
