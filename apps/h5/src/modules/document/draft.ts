/**
 * The document being drafted on the phone, kept in sessionStorage so that going to the units
 * picker (its own route) and back loses nothing. Cleared once sent.
 */
import type { DocKind, DocSecrecy, DocUrgency, UploadedFile } from '@campus/api';
import { emptySelection, type Selection } from './selection';

export interface Draft {
  kind: DocKind;
  title: string;
  numberPrefix: string;
  issuer: string;
  headerText: string;
  urgency: DocUrgency;
  secrecy: DocSecrecy;
  /** Plain text, one paragraph per line (made HTML when sent). */
  body: string;
  attachments: UploadedFile[];
  receivers: Selection;
}

export const blankDraft: Draft = { kind: 'outgoing', title: '', numberPrefix: '', issuer: '', headerText: '', urgency: 'normal', secrecy: 'none', body: '', attachments: [], receivers: emptySelection };

const KEY = 'document.draft';

interface Store {
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
  removeItem(k: string): void;
}

const store = (): Store | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

export function readDraft(s: Store | null = store()): Draft {
  try {
    const raw = s?.getItem(KEY);
    if (!raw) return blankDraft;
    const d = JSON.parse(raw) as Partial<Draft>;
    return { ...blankDraft, ...d, receivers: { ...emptySelection, ...(d.receivers ?? {}) } };
  } catch {
    return blankDraft;
  }
}

export function saveDraft(d: Draft, s: Store | null = store()): void {
  try {
    s?.setItem(KEY, JSON.stringify(d));
  } catch {
    // storage full or refused: the draft lives on in the screen
  }
}

export function clearDraft(s: Store | null = store()): void {
  try {
    s?.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
