/**
 * The spec's default texts (section 8) as i18n keys of packages/i18n (namespace `common`);
 * the apps pass them to `t()` so they follow the chosen language.
 */
export const defaultTexts = {
  /** 您将提交以下信息，是否确认？ with 确定 / 取消. */
  confirm: { message: 'common.confirmSubmit', ok: 'common.ok', cancel: 'common.cancel' },
  /** 操作成功! with 确定. */
  alert: { message: 'common.success', ok: 'common.ok' },
  /** 正在加载中... */
  loading: 'common.loading',
  /** 网络错误 */
  network: 'common.networkError',
  /** 数据异常: the no-data view when the answer carries no message. */
  noData: 'common.dataError',
  /** 系统异常 */
  systemError: 'common.systemError',
} as const;

/** How long the 系统异常 pop-up stays (spec section 9: 1.5 s). */
export const POPUP_ERROR_DURATION_MS = 1500;
