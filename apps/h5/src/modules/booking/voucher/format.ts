/** Pure helpers of the voucher screens. */
import type { ClaimableBatch, VoucherState } from '@campus/api';

/** The tabs of "my vouchers": valid first, then not yet valid, used, expired. */
export const TABS: readonly VoucherState[] = ['valid', 'notYet', 'used', 'expired'];

/** The code inside a scanned QR: the voucher QR carries the bare code; tolerate a `code=` link. */
export function codeFromScan(text: string): string {
  const t = text.trim();
  const m = /[?&]code=([A-Za-z0-9]+)/.exec(t);
  return (m?.[1] ?? t).toUpperCase();
}

/** The ALREADY_DONE details the server answers with. */
export function alreadyDetails(d: unknown): { usedAt: number; usedBy: string } | null {
  const x = d as { usedAt?: unknown; usedBy?: unknown } | null;
  return x && typeof x.usedAt === 'number'
    ? { usedAt: x.usedAt, usedBy: typeof x.usedBy === 'string' ? x.usedBy : '' }
    : null;
}

/** The claim button says why it cannot be pressed: already holding the most allowed, or none left. */
export function claimLabel(b: Pick<ClaimableBatch, 'canClaim' | 'mine' | 'perPerson' | 'remaining'>): 'voucher.action.claim' | 'voucher.action.claimed' | 'voucher.action.soldOut' {
  if (b.canClaim) return 'voucher.action.claim';
  if (b.perPerson > 0 && b.mine >= b.perPerson) return 'voucher.action.claimed';
  if (b.remaining <= 0) return 'voucher.action.soldOut';
  return 'voucher.action.claim';
}
