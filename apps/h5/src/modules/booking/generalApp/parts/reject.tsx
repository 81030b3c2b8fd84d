/** The approver's "why not": asked before an appointment is rejected (the applicant is told it). */
import { Dialog, TextArea, Toast } from 'antd-mobile';
import type { useT } from '../../../../lib/i18n';

/** The reason typed, or null when the approver cancels or leaves it empty (told so). */
export async function askRejectReason(tr: ReturnType<typeof useT>): Promise<string | null> {
  let reason = '';
  const ok = await Dialog.confirm({
    title: tr('generalApp.approval.reason'),
    content: (
      <TextArea
        placeholder={tr('generalApp.approval.reasonPlaceholder')}
        rows={3}
        maxLength={500}
        onChange={(v) => (reason = v)}
        data-testid="ga-reason"
      />
    ),
  });
  if (!ok) return null;
  if (!reason.trim()) {
    Toast.show({ content: tr('generalApp.form.required', { field: tr('generalApp.approval.reason') }) });
    return null;
  }
  return reason.trim();
}
