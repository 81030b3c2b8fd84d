/** repair/back?id=: the worker gives an order back to the dispatcher, saying why (wrong trade, parts missing...). */
import { Button, Form, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { toastError } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { NoPermission, useRepairAccess } from './access';
import { repairApi } from './endpoints';
import { repairPath } from './format';
import { OrderInfo } from './OrderInfo';
import { useNow } from './useNow';
import { useOrder } from './useOrder';
import './repair.css';

function Back(props: ScreenProps & { id: string }) {
  const tr = useT();
  const navigate = useNavigate();
  const now = useNow();
  const { order, failed } = useOrder(props.id);
  const [busy, setBusy] = useState(false);
  if (failed) return <NoData message={failed} />;
  if (!order) return <Page page="repair-back">{null}</Page>;
  if (!order.can.includes('sendBack')) return <NoData message={tr('repair.msg.cannotSendBack')} />;

  async function submit(v: { reason: string }) {
    setBusy(true);
    try {
      await api(repairApi.sendBack, { id: props.id, reason: v.reason });
      Toast.show({ content: tr('repair.msg.sentBack'), icon: 'success' });
      navigate(repairPath(props.variant, 'repairman'), { replace: true });
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Page page="repair-back">
      <OrderInfo order={order} now={now} />
      <Form
        layout="vertical"
        onFinish={(v: { reason: string }) => void submit(v)}
        footer={
          <Button block type="submit" color="danger" loading={busy} data-testid="repair-back-submit">
            {tr('repair.action.sendBack')}
          </Button>
        }
      >
        <Form.Item name="reason" label={tr('repair.field.backReason')} rules={[{ required: true, whitespace: true, message: tr('repair.form.required', { field: tr('repair.field.backReason') }) }]}>
          <TextArea maxLength={500} rows={4} showCount placeholder={tr('repair.form.backReason')} />
        </Form.Item>
      </Form>
    </Page>
  );
}

export default function SendBack(props: ScreenProps) {
  const tr = useT();
  const allowed = useRepairAccess('work');
  const id = useSearchParams()[0].get('id') ?? '';
  if (allowed === null) return null;
  if (!allowed) return <NoPermission sub="work" home={repairPath(props.variant, 'index')} />;
  if (!id) return <NoData message={tr('repair.msg.noId')} />;
  return <Back {...props} id={id} />;
}
