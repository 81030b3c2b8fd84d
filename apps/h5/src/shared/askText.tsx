/** A dialog that asks for a short text before an action (why a booking is rejected, why a photo is reported). */
import { Dialog, TextArea, Toast } from 'antd-mobile';

export interface AskText {
  title: string;
  placeholder: string;
  /** Toasted when the answer is left empty (then nothing happens). */
  missing: string;
  ok: string;
  cancel: string;
  testId?: string;
}

/** The text typed, trimmed; null when cancelled or left empty. */
export async function askText(o: AskText): Promise<string | null> {
  let text = '';
  const ok = await Dialog.confirm({
    title: o.title,
    content: <TextArea placeholder={o.placeholder} rows={3} maxLength={500} onChange={(v) => (text = v)} data-testid={o.testId} />,
    confirmText: o.ok,
    cancelText: o.cancel,
  });
  if (!ok) return null;
  if (!text.trim()) {
    Toast.show({ content: o.missing });
    return null;
  }
  return text.trim();
}
