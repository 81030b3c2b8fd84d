/**
 * Merge an unassigned duplicate into another open order. The choices are the open orders of the
 * same category and area (where a duplicate comes from); the server checks the target again.
 */
import { repair, type RepairOrderDetail, type RepairOrderRow, type RepairState } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormSelect, ProFormTextArea } from '@ant-design/pro-components';
import { Form, message } from 'antd';
import { markFieldError } from '@/lib/form';
import { call } from '@/services/api';
import { shortId } from './sla';

const OPEN: readonly RepairState[] = ['submitted', 'reopened', 'assigned', 'accepted', 'in_progress', 'done'];

interface Values {
  intoId: string;
  note?: string;
}

const label = (o: RepairOrderRow) =>
  `${shortId(o.id)} · ${[o.building, o.room].filter(Boolean).join(' ')} · ${o.description.slice(0, 30)} · ${t(`repair.state.${o.state}`)}`;

export function MergeModal(props: { order: RepairOrderRow | null; onClose: () => void; onDone: (d: RepairOrderDetail) => void }) {
  const { order } = props;
  const [form] = Form.useForm<Values>();

  const choices = async () => {
    if (!order) return [];
    const r = await call(repair.orders, { categoryId: order.categoryId, areaId: order.areaId, current: 1, pageSize: 100 });
    return r.list.filter((o) => o.id !== order.id && OPEN.includes(o.state)).map((o) => ({ value: o.id, label: label(o) }));
  };

  const submit = async (v: Values) => {
    if (!order) return false;
    try {
      const d = await call(repair.merge, { id: order.id, intoId: v.intoId, note: (v.note ?? '').trim() });
      message.success(t('adminRepair.merge.done'));
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
      open={order !== null}
      title={t('adminRepair.merge.title')}
      width={640}
      modalProps={{ destroyOnHidden: true, onCancel: props.onClose }}
      onOpenChange={(open) => !open && props.onClose()}
      onFinish={submit}
    >
      <ProFormSelect
        name="intoId"
        label={t('adminRepair.merge.into')}
        extra={t('adminRepair.merge.intoHelp')}
        rules={[{ required: true }]}
        params={{ id: order?.id }}
        request={choices}
        fieldProps={{ showSearch: true, optionFilterProp: 'label', notFoundContent: t('adminRepair.merge.none') }}
      />
      <ProFormTextArea name="note" label={t('adminRepair.assign.note')} fieldProps={{ rows: 2, maxLength: 200 }} />
    </ModalForm>
  );
}
