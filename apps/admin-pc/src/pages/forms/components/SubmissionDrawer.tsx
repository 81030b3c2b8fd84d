/** One submission, rendered read-only with the schema of the version it was filled with. */
import { forms, type SubmissionDetail } from '@campus/api';
import { t } from '@campus/i18n';
import { Descriptions, Drawer, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '@/services/api';
import { FormRenderer } from './FormRenderer';
import { timeText } from '@/lib/time';

export function SubmissionDrawer(props: { id: string | null; onClose: () => void }) {
  const [detail, setDetail] = useState<SubmissionDetail | null>(null);
  useEffect(() => {
    setDetail(null);
    if (props.id) call(forms.submission, { id: props.id }).then(setDetail, () => undefined);
  }, [props.id]);
  return (
    <Drawer open={props.id !== null} width={880} title={t('adminForms.sub.detail')} onClose={props.onClose} destroyOnClose>
      {detail ? (
        <div data-testid="submission-detail">
          <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('adminForms.sub.user')}>{detail.userName}</Descriptions.Item>
            <Descriptions.Item label={t('adminForms.sub.number')}>{detail.userNumber}</Descriptions.Item>
            <Descriptions.Item label={t('adminForms.col.version')}>v{detail.version}</Descriptions.Item>
            <Descriptions.Item label={t('adminForms.sub.state')}>{t(`forms.state.${detail.state}`)}</Descriptions.Item>
            <Descriptions.Item label={t('adminForms.sub.submittedAt')}>{timeText(detail.createdAt)}</Descriptions.Item>
          </Descriptions>
          <FormRenderer schema={detail.schema} values={detail.values} files={detail.files} readOnly />
        </div>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
