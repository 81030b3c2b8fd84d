/** The titles of the `signin` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const signinTitles = defineNamespace(
  {
    title: {
      index: '我的签到',
      end: '签到结果',
      list: '签到名单',
      create: '发起签到',
      electronic: '电子签名签到',
      scan: '扫码签到',
      build: '签到二维码',
      checkpoint: '打卡点签到',
      classSign: '班级签到',
      number: '数字签到码',
      hall: '签到',
    },
  },
  {
    title: {
      index: 'My sign-ins',
      end: 'Sign-in result',
      list: 'Attendance list',
      create: 'New sign-in',
      electronic: 'Sign with a signature',
      scan: 'Scan to sign in',
      build: 'Sign-in QR code',
      checkpoint: 'Checkpoint sign-in',
      classSign: 'Class sign-in',
      number: 'Numeric sign-in code',
      hall: 'Sign-in',
    },
  },
  {
    title: {
      index: '我的簽到',
      end: '簽到結果',
      list: '簽到名單',
      create: '發起簽到',
      electronic: '電子簽名簽到',
      scan: '掃碼簽到',
      build: '簽到二維碼',
      checkpoint: '打卡點簽到',
      classSign: '班級簽到',
      number: '數字簽到碼',
      hall: '簽到',
    },
  },
);
