/** Vouchers: batches, issue, write-off records. Paths under /booking/voucher; `name` is a key of admin.menu. */
export default [
  { path: '/booking/voucher', name: 'vouchers', component: './voucher', access: 'canVoucher' },
  { path: '/booking/voucher/records', component: './voucher/records', access: 'canVoucher', hideInMenu: true },
];
