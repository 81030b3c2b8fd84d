/**
 * Assign (or reassign) an order: the candidates are the server's (active, on duty, skilled for the
 * order's category), least busy first, each with their current load.
 */
import { repair, type RepairOrderDetail, type RepairWorker } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormRadio, ProFormTextArea } from '@ant-design/pro-components';
import { Alert, Form, Space, Tag, message } from 'antd';
import { useEffect, useState } from 'react';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';

export interface AssignTarget {
  id: string;
  mode: 'assign' | 'reassign';
  /** The worker who has it now (left out of a reassignment's choices). */
  workerId?: string | null;
}

interface Values {
  workerId: string;
  note?: string;
}

export function AssignModal(props: { target: AssignTarget | null; onClose: () => void; onDone: (d: RepairOrderDetail) => void }) {
  const { target } = props;
  const [form] = Form.useForm<Values>();
  const [workers, setWorkers] = useState<RepairWorker[] | null>(null);

  useEffect(() => {
    setWorkers(null);
    if (!target) return;
    call(repair.candidates, { id: target.id }).then(
      (r) => setWorkers(r.list.filter((w) => w.userId !== target.workerId)),
      () => setWorkers([]),
    );
  }, [target]);

  const submit = async (v: Values) => {
    if (!target) return false;
    try {
      const d = await call(target.mode === 'assign' ? repair.assign : repair.reassign, { id: target.id, workerId: v.workerId, note: (v.note ?? '').trim() });
      message.success(t('adminRepair.assign.done'));
      props.onDone(d);
      return true;
    } catch (err) {
      markFieldError(form, err);
      return false;
    }
  };

  return (
    <ModalForm<Values>
      form={form}
      open={target !== null}
      title={t(target?.mode === 'reassign' ? 'adminRepair.assign.reassignTitle' : 'adminRepair.assign.title')}
      width={520}
      modalProps={{ destroyOnHidden: true, onCancel: props.onClose }}
      onOpenChange={(open) => !open && props.onClose()}
      onFinish={submit}
    >
      {workers !== null && workers.length === 0 ? <Alert type="warning" showIcon message={t('adminRepair.assign.none')} style={{ marginBottom: 16 }} /> : null}
      <ProFormRadio.Group
        name="workerId"
        label={t('adminRepair.assign.worker')}
        rules={[{ required: true }]}
        fieldProps={{ 'data-testid': 'repair-candidates' } as object}
        layout="vertical"
        options={(workers ?? []).map((w) => ({
          value: w.userId,
          label: (
            <Space>
              <span>{w.name}</span>
              <span style={{ color: '#999' }}>{w.number}</span>
              <Tag color={w.open ? 'blue' : 'green'}>{t('adminRepair.assign.load', { n: w.open })}</Tag>
            </Space>
          ),
        }))}
      />
      <ProFormTextArea name="note" label={t('adminRepair.assign.note')} fieldProps={{ rows: 2, maxLength: 200 }} />
    </ModalForm>
  );
}
