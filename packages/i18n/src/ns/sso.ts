/**
 * Why a single sign-on did not complete: the server redirects to the login page with
 * `?sso_error=<code>`; the login screen shows `sso.error.<code>`.
 */
import { defineNamespace } from '../define.js';

export const sso = defineNamespace(
  {
    error: {
      state: '登录请求无效，请重新发起统一身份认证',
      browser: '请在发起登录的同一浏览器中完成统一身份认证',
      used: '该登录请求已使用，请重新登录',
      expired: '登录请求已超时（10分钟），请重新登录',
      method: '该统一身份认证方式已停用',
      ticket: '认证票据无效，请重新登录',
      replay: '认证票据已使用，请重新登录',
      provider: '统一身份认证服务暂时无法访问，请稍后再试',
      denied: '您已取消授权',
      nonce: '身份令牌校验失败，请重新登录',
      token: '身份令牌无效，请重新登录',
      subject: '统一身份认证未返回可用的身份标识',
      disabled: '绑定的账号已停用',
      system: '系统异常，请稍后再试',
    },
  },
  {
    error: {
      state: 'This sign-on request is not valid. Please start again.',
      browser: 'Please finish signing on in the browser where you started.',
      used: 'This sign-on request was already used. Please log in again.',
      expired: 'This sign-on request timed out (10 minutes). Please log in again.',
      method: 'This sign-on method is no longer offered.',
      ticket: 'The sign-on ticket is not valid. Please log in again.',
      replay: 'The sign-on ticket was already used. Please log in again.',
      provider: 'The campus sign-on service cannot be reached. Please try again later.',
      denied: 'You cancelled the authorization.',
      nonce: 'The identity token did not match this request. Please log in again.',
      token: 'The identity token is not valid. Please log in again.',
      subject: 'The campus sign-on service returned no usable identity.',
      disabled: 'The bound account is disabled.',
      system: 'System error. Please try again later.',
    },
  },
  {
    error: {
      state: '登入請求無效，請重新發起統一身分認證',
      browser: '請在發起登入的同一瀏覽器中完成統一身分認證',
      used: '該登入請求已使用，請重新登入',
      expired: '登入請求已逾時（10分鐘），請重新登入',
      method: '該統一身分認證方式已停用',
      ticket: '認證票據無效，請重新登入',
      replay: '認證票據已使用，請重新登入',
      provider: '統一身分認證服務暫時無法存取，請稍後再試',
      denied: '您已取消授權',
      nonce: '身分權杖校驗失敗，請重新登入',
      token: '身分權杖無效，請重新登入',
      subject: '統一身分認證未傳回可用的身分識別',
      disabled: '綁定的帳號已停用',
      system: '系統異常，請稍後再試',
    },
  },
);
