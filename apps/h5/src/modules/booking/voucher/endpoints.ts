/** The contract module the voucher screens call. */
export { voucher as voucherApi } from '@campus/api';
