/** repair/mandetail?id=: an order assigned to the worker, with the controls of its current step and its timeline. */
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { NoPermission, useRepairAccess } from './access';
import { repairPath } from './format';
import { OrderInfo } from './OrderInfo';
import { Timeline } from './Timeline';
import { useNow } from './useNow';
import { useOrder } from './useOrder';
import { WorkPanel } from './WorkPanel';
import './repair.css';

function Work(props: ScreenProps & { id: string }) {
  const navigate = useNavigate();
  const now = useNow();
  const { order, setOrder, failed } = useOrder(props.id);
  if (failed) return <NoData message={failed} />;
  if (!order) return <Page page="repair-mandetail">{null}</Page>;
  return (
    <Page page="repair-mandetail">
      <OrderInfo order={order} now={now} />
      <WorkPanel order={order} onChange={setOrder} onSendBack={() => navigate(repairPath(props.variant, 'back', order.id))} />
      <Timeline events={order.timeline} />
    </Page>
  );
}

export default function WorkerOrder(props: ScreenProps) {
  const tr = useT();
  const allowed = useRepairAccess('work');
  const id = useSearchParams()[0].get('id') ?? '';
  if (allowed === null) return null;
  if (!allowed) return <NoPermission sub="work" home={repairPath(props.variant, 'index')} />;
  if (!id) return <NoData message={tr('repair.msg.noId')} />;
  return <Work {...props} id={id} />;
}
