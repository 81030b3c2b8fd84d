/** Official document circulation's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface DocumentTables {
  documents: DocumentsTable;
  document_numbers: DocumentNumbersTable;
  document_receipts: DocumentReceiptsTable;
}

export interface DocumentsTable {
  id: string;
  site_id: string;
  /** outgoing | incoming | affairs (contract DOC_KINDS). */
  kind: string;
  title: string;
  /** The whole 文号 as printed, e.g. `演大发〔2026〕12号`. */
  number: string;
  number_year: number;
  number_seq: number;
  issuer: string;
  header_text: string;
  header_color: string;
  urgency: string;
  secrecy: string;
  /** Sanitised HTML. */
  body: string;
  /** JSON: ids of uploads of this site, in order. */
  attachments: string;
  /** JSON: { departments: string[], users: string[] } as chosen by the sender. */
  targets: string;
  sender_id: string;
  sent_at: number;
  /** Last reminder of the unread (one an hour at most, claimed by a conditional update). */
  reminded_at: number | null;
}

/** The last number given per site and year; taken by a compare-and-set so two never match. */
export interface DocumentNumbersTable {
  site_id: string;
  year: number;
  last: number;
}

/** One receiver of one document (unique per document and person). */
export interface DocumentReceiptsTable {
  id: string;
  site_id: string;
  document_id: string;
  user_id: string;
  /** The unit the person belonged to when it reached them. */
  department_id: string | null;
  /** Who forwarded it (null: sent by the sender). */
  forwarded_by: string | null;
  read_at: number | null;
  signed_at: number | null;
  done_at: number | null;
  opinion: string;
  created_at: number;
}
