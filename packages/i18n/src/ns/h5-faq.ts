/** The H5 follow guide's FAQ (publicsso/help*): questions and answers. */
import { defineNamespace } from '../define.js';

export const h5faq = defineNamespace(
  {
    login: { q: '如何登录服务大厅？', a: '使用学校发放的账号（学工号）和密码登录；如学校开通了统一身份认证，也可以点击“其他登录方式”。' },
    bind: { q: '统一身份认证提示“尚未绑定账号”怎么办？', a: '按页面提示输入本站账号和密码完成绑定，之后即可直接使用统一身份登录。' },
    nomsg: { q: '为什么收不到消息提醒？', a: '请确认已关注学校公众号，并在个人中心的通知设置中打开相应的提醒渠道。' },
    mute: { q: '如何设置免打扰？', a: '在通知设置中打开免打扰并设置时间段，该时段内不会推送提醒，消息仍可在消息中心查看。' },
    qrcode: { q: '个人二维码为什么会变化？', a: '为防止截图冒用，个人二维码每 30 秒更新一次，过期的二维码无法通过核验。' },
    lang: { q: '如何切换语言？', a: '在个人中心选择简体中文、English 或繁體中文，设置会保存在本机。' },
  },
  {
    login: { q: 'How do I log in to the service hall?', a: 'Use the account (staff or student number) and password issued by your school. If your school has campus sign-on, tap “Other ways to log in”.' },
    bind: { q: 'Campus sign-on says the identity is not bound. What now?', a: 'Enter your account and password here to bind it; after that you can log in with campus sign-on directly.' },
    nomsg: { q: 'Why do I not receive notifications?', a: 'Make sure you follow the school’s official account and that the channel is on in the notice settings of My account.' },
    mute: { q: 'How do I set do-not-disturb?', a: 'Turn on do-not-disturb in the notice settings and set the quiet hours. Messages still arrive in the message centre.' },
    qrcode: { q: 'Why does my QR code change?', a: 'To stop screenshots being misused, your QR code changes every 30 seconds; an expired code is refused.' },
    lang: { q: 'How do I change the language?', a: 'In My account, choose 简体中文, English or 繁體中文. The choice is kept on this device.' },
  },
  {
    login: { q: '如何登入服務大廳？', a: '使用學校發放的帳號（學工號）和密碼登入；如學校開通了統一身分認證，也可以點擊「其他登入方式」。' },
    bind: { q: '統一身分認證提示「尚未綁定帳號」怎麼辦？', a: '依頁面提示輸入本站帳號和密碼完成綁定，之後即可直接使用統一身分登入。' },
    nomsg: { q: '為什麼收不到訊息提醒？', a: '請確認已關注學校公眾號，並在個人中心的通知設定中開啟相應的提醒管道。' },
    mute: { q: '如何設定勿擾？', a: '在通知設定中開啟勿擾並設定時段，該時段內不會推送提醒，訊息仍可在訊息中心查看。' },
    qrcode: { q: '個人二維碼為什麼會變化？', a: '為防止截圖冒用，個人二維碼每 30 秒更新一次，過期的二維碼無法通過核驗。' },
    lang: { q: '如何切換語言？', a: '在個人中心選擇简体中文、English 或繁體中文，設定會保存在本機。' },
  },
);
