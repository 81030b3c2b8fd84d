/** Vouchers (cupwriteOff): H5 screens and labels, and the server's export columns. */
import { defineNamespace } from '../define.js';
import { voucherTitles } from './voucher.titles.js';

export const voucher = defineNamespace(
  {
    title: voucherTitles.zh.title,
    state: { valid: '可使用', notYet: '未生效', used: '已使用', expired: '已过期' },
    field: { code: '券码', validity: '有效期', benefit: '权益', remaining: '剩余 {n} 张', held: '已领 {n}/{max}', holder: '持有人', usedAt: '核销时间', place: '核销地点' },
    line: { validity: '有效期：{from} – {to}', usedAt: '核销时间：{time}' },
    action: { claim: '立即领取', writeOff: '核销', mine: '我的卡券', claimMore: '去领券', claimed: '已领取', soldOut: '已领完', typeCode: '输入券码', scan: '扫码核销', placePlaceholder: '核销地点（选填）', codePlaceholder: '请输入券码' },
    msg: {
      claimed: '领取成功',
      written: '核销成功',
      already: '该券已于 {at} 由 {by} 核销',
      empty: '暂无卡券',
      noClaimable: '暂无可领取的券',
      showQr: '请向工作人员出示二维码',
      recent: '最近核销',
      staffOnly: '仅核销人员可用',
      staffOnlyHint: '需要卡券核销权限，请联系管理员开通；领到的券在“我的卡券”中出示',
    },
    export: { sheet: '核销记录', code: '券码', batch: '券名', holder: '持有人', number: '学工号', usedAt: '核销时间', usedBy: '核销人', place: '地点' },
  },
  {
    title: voucherTitles.en.title,
    state: { valid: 'Valid', notYet: 'Not yet valid', used: 'Used', expired: 'Expired' },
    field: { code: 'Code', validity: 'Valid', benefit: 'Benefit', remaining: '{n} left', held: 'Claimed {n}/{max}', holder: 'Holder', usedAt: 'Redeemed at', place: 'Place' },
    line: { validity: 'Valid: {from} – {to}', usedAt: 'Redeemed at: {time}' },
    action: { claim: 'Claim', writeOff: 'Redeem', mine: 'My vouchers', claimMore: 'Get vouchers', claimed: 'Claimed', soldOut: 'All claimed', typeCode: 'Type a code', scan: 'Scan a voucher', placePlaceholder: 'Place (optional)', codePlaceholder: 'Voucher code' },
    msg: {
      claimed: 'Claimed',
      written: 'Redeemed',
      already: 'Already redeemed at {at} by {by}',
      empty: 'No vouchers',
      noClaimable: 'Nothing to claim now',
      showQr: 'Show this QR to the staff',
      recent: 'Recent redemptions',
      staffOnly: 'For redeeming staff only',
      staffOnlyHint: 'This needs the right to redeem vouchers; ask an administrator. Your own vouchers are under “My vouchers”',
    },
    export: { sheet: 'Redemptions', code: 'Code', batch: 'Voucher', holder: 'Holder', number: 'ID number', usedAt: 'Redeemed at', usedBy: 'Redeemed by', place: 'Place' },
  },
  {
    title: voucherTitles.tw.title,
    state: { valid: '可使用', notYet: '未生效', used: '已使用', expired: '已過期' },
    field: { code: '券碼', validity: '有效期', benefit: '權益', remaining: '剩餘 {n} 張', held: '已領 {n}/{max}', holder: '持有人', usedAt: '核銷時間', place: '核銷地點' },
    line: { validity: '有效期：{from} – {to}', usedAt: '核銷時間：{time}' },
    action: { claim: '立即領取', writeOff: '核銷', mine: '我的卡券', claimMore: '去領券', claimed: '已領取', soldOut: '已領完', typeCode: '輸入券碼', scan: '掃碼核銷', placePlaceholder: '核銷地點（選填）', codePlaceholder: '請輸入券碼' },
    msg: {
      claimed: '領取成功',
      written: '核銷成功',
      already: '該券已於 {at} 由 {by} 核銷',
      empty: '暫無卡券',
      noClaimable: '暫無可領取的券',
      showQr: '請向工作人員出示二維碼',
      recent: '最近核銷',
      staffOnly: '僅核銷人員可用',
      staffOnlyHint: '需要卡券核銷權限，請聯繫管理員開通；領到的券在「我的卡券」中出示',
    },
    export: { sheet: '核銷記錄', code: '券碼', batch: '券名', holder: '持有人', number: '學工號', usedAt: '核銷時間', usedBy: '核銷人', place: '地點' },
  },
);
