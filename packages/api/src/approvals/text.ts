/** Small builders shared by the ready-made approvals: text in the three languages, common options. */
import type { FormOption, LocalText } from '../forms/index.js';

export const L = (zh: string, en: string, tw: string): LocalText => ({ zh, en, tw });
export const opt = (value: string, zh: string, en: string, tw: string): FormOption => ({ value, label: L(zh, en, tw) });
export const YES_NO: FormOption[] = [opt('yes', '是', 'Yes', '是'), opt('no', '否', 'No', '否')];
/** Fills name, number and department from the profile when the form opens (fields named so). */
export const profileSource = (fields: { name?: string; number?: string; department?: string; phone?: string }) => ({
  id: 'profile',
  runAtStart: true,
  from: { kind: 'api' as const, endpoint: 'user.getInfo', params: {} },
  apply: Object.entries(fields).map(([path, target]) => ({ mode: 'value' as const, target: target as string, path })),
});
/** 中国大陆车牌 (新能源 8 位). */
export const PLATE = { regex: '[\\u4e00-\\u9fa5][A-Z][A-Z0-9]{5,6}', message: L('车牌号格式不正确', 'Not a plate number', '車牌號格式不正確') };
