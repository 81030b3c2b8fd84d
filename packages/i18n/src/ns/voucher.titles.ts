/** The titles of the `voucher` screens, apart from the rest so that an app can show them (menus, page titles) before it loads the screens' own strings. */
import { defineNamespace } from '../define.js';

export const voucherTitles = defineNamespace(
  { title: { index: '我的卡券', scanning: '扫码核销', voucherCode: '输码核销', cupList: '领券中心' } },
  {
    title: {
      index: 'My vouchers',
      scanning: 'Scan to redeem',
      voucherCode: 'Redeem by code',
      cupList: 'Voucher centre',
    },
  },
  { title: { index: '我的卡券', scanning: '掃碼核銷', voucherCode: '輸碼核銷', cupList: '領券中心' } },
);
