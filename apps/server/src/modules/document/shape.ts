/** Rows to the contract's shapes: a receipt's state follows from its times. */
import type { DocAttachment, DocKind, DocReceipt, DocSecrecy, DocSummary, DocUrgency, MyReceipt, ReceiptState } from '@campus/api';
import { DOC_KINDS, DOC_SECRECIES, DOC_URGENCIES } from '@campus/api';
import type * as q from './queries.js';

const oneOf = <T extends string>(list: readonly T[], v: string, dflt: T): T => ((list as readonly string[]).includes(v) ? (v as T) : dflt);
const num = (v: number | string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));

export function stateOf(r: { signed_at: number | string | null; done_at: number | string | null }): ReceiptState {
  if (r.done_at !== null) return 'done';
  return r.signed_at !== null ? 'signed' : 'unsigned';
}

export function toMyReceipt(r: q.ReceiptRow): MyReceipt {
  return { state: stateOf(r), readAt: num(r.read_at), signedAt: num(r.signed_at), doneAt: num(r.done_at), opinion: r.opinion, forwardedBy: r.forwarded_by_name ?? null };
}

interface DocBase {
  id: string;
  kind: string;
  title: string;
  number: string;
  issuer: string;
  urgency: string;
  secrecy: string;
  sender_name: string | null;
  sent_at: number | string;
}

export function toSummary(d: DocBase, receipt: MyReceipt | null, counts: { receivers: number; read: number } | null): DocSummary {
  return {
    id: d.id,
    kind: oneOf<DocKind>(DOC_KINDS, d.kind, 'outgoing'),
    title: d.title,
    number: d.number,
    issuer: d.issuer,
    urgency: oneOf<DocUrgency>(DOC_URGENCIES, d.urgency, 'normal'),
    secrecy: oneOf<DocSecrecy>(DOC_SECRECIES, d.secrecy, 'none'),
    senderName: d.sender_name ?? '',
    sentAt: Number(d.sent_at),
    receipt,
    receivers: counts?.receivers ?? null,
    read: counts?.read ?? null,
  };
}

/** A list row's own receipt (the caller's), when they have one. */
export function listReceipt(r: q.ListRow, names: Map<string, string>): MyReceipt | null {
  if (r.r_id === null) return null;
  return {
    state: stateOf(r),
    readAt: num(r.read_at),
    signedAt: num(r.signed_at),
    doneAt: num(r.done_at),
    opinion: r.opinion ?? '',
    forwardedBy: r.forwarded_by ? (names.get(r.forwarded_by) ?? '') : null,
  };
}

export function toReceipt(r: q.ReceiptListRow): DocReceipt {
  return {
    userId: r.user_id,
    name: r.name,
    number: r.number,
    departmentId: r.department_id,
    departmentName: r.department_name ?? '',
    state: stateOf(r),
    readAt: num(r.read_at),
    signedAt: num(r.signed_at),
    doneAt: num(r.done_at),
    opinion: r.opinion,
    forwardedBy: r.forwarded_by_name ?? null,
  };
}

export function toAttachments(ids: string[], uploads: { id: string; original_name: string; mime: string; size: number | string }[]): DocAttachment[] {
  const byId = new Map(uploads.map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const u = byId.get(id);
    return u ? [{ id: u.id, name: u.original_name, mime: u.mime, size: Number(u.size) }] : [];
  });
}
