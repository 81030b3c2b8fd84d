/** Vouchers: cupwriteOff/*. */
import type { BookingRow } from '../row';

const writeOff = () => import('./WriteOff');

export const voucherRows: BookingRow[] = [
  { module: 'cupwriteOff', page: 'index', load: () => import('./MyVouchers'), title: 'voucher.title.index', appKey: 'cupwriteOff', hall: { label: 'voucher.title.index', icon: '⊟' } },
  { module: 'cupwriteOff', page: 'cupList', load: () => import('./CupList'), title: 'voucher.title.cupList', appKey: 'cupwriteOff' },
  {
    module: 'cupwriteOff',
    page: 'scanning',
    load: writeOff,
    title: 'voucher.title.scanning',
    appKey: 'cupwriteOff',
    hall: { label: 'voucher.title.scanning', icon: '⊠', requires: { module: 'voucher', sub: 'writeOff' } },
  },
  { module: 'cupwriteOff', page: 'voucherCode', load: writeOff, title: 'voucher.title.voucherCode', appKey: 'cupwriteOff', variant: 'code' },
];
