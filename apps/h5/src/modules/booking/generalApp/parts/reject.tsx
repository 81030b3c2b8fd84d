/** The approver's "why not": asked before an appointment is rejected (the applicant is told it). */
import type { useT } from '../../../../lib/i18n';
import { askText } from '../../../../shared/askText';

/** The reason typed, or null when the approver cancels or leaves it empty (told so). */
export function askRejectReason(tr: ReturnType<typeof useT>): Promise<string | null> {
  return askText({
    title: tr('generalApp.approval.reason'),
    placeholder: tr('generalApp.approval.reasonPlaceholder'),
    missing: tr('common.fillIn', { field: tr('generalApp.approval.reason') }),
    ok: tr('common.ok'),
    cancel: tr('common.cancel'),
    testId: 'ga-reason',
  });
}
