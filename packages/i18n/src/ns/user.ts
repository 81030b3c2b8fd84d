/** Texts the server writes for a user's own account (verification-code messages). */
import { defineNamespace } from '../define.js';

export const user = defineNamespace(
  {
    channel: { mobile: '手机号', email: '邮箱' },
    code: {
      title: '验证码',
      body: '您正在更换{channel}（{to}），验证码：{code}，{minutes}分钟内有效。如非本人操作，请忽略并尽快修改密码。',
    },
  },
  {
    channel: { mobile: 'mobile number', email: 'e-mail address' },
    code: {
      title: 'Verification code',
      body: 'You are changing your {channel} ({to}). Your code is {code}, valid for {minutes} minutes. If this was not you, ignore this message and change your password.',
    },
  },
  {
    channel: { mobile: '手機號', email: '郵箱' },
    code: {
      title: '驗證碼',
      body: '您正在更換{channel}（{to}），驗證碼：{code}，{minutes}分鐘內有效。如非本人操作，請忽略並儘快修改密碼。',
    },
  },
);
