/** The voucher module's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface VoucherTables {
  voucher_batches: VoucherBatchesTable;
  vouchers: VouchersTable;
}

/** A batch: `remaining` only changes by conditional updates (claims and issues). */
export interface VoucherBatchesTable {
  id: string;
  site_id: string;
  name: string;
  description: string;
  benefit: string;
  valid_from: number;
  valid_to: number;
  quantity: number;
  remaining: number;
  per_person: number;
  /** JSON audience (contract audience.ts). */
  audience: string;
  /** issue | claim */
  mode: string;
  published: number;
  created_by: string | null;
  created_at: number;
  updated_at: number;
}

/** One voucher: issued → used, once. */
export interface VouchersTable {
  id: string;
  site_id: string;
  batch_id: string;
  user_id: string;
  code: string;
  status: string;
  created_at: number;
  used_at: number | null;
  used_by: string | null;
  used_place: string;
}
