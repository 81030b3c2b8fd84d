/** Every published version of a form, newest first, with how many submissions each holds. */
import { forms, type FormSummary } from '@campus/api';
import { t } from '@campus/i18n';
import { Modal, Table } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '@/services/api';
import { timeText } from '@/lib/time';

interface Version {
  id: string;
  version: number;
  publishedAt: number;
  submissions: number;
}

export function VersionsModal(props: { form: FormSummary | null; onClose: () => void }) {
  const [list, setList] = useState<Version[]>([]);
  useEffect(() => {
    setList([]);
    if (props.form) call(forms.versions, { id: props.form.id }).then((d) => setList(d.list), () => undefined);
  }, [props.form]);
  return (
    <Modal open={props.form !== null} title={`${props.form?.name ?? ''} · ${t('adminForms.versions')}`} footer={null} onCancel={props.onClose}>
      <Table<Version>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={list}
        columns={[
          { title: t('adminForms.col.version'), dataIndex: 'version', render: (v: number) => `v${v}` },
          { title: t('adminForms.publishedAt'), dataIndex: 'publishedAt', render: (v: number) => timeText(v) },
          { title: t('adminForms.col.submissions'), dataIndex: 'submissions' },
        ]}
      />
    </Modal>
  );
}
