/**
 * repair/orderdetail?id=: one order with its SLA and timeline, opened by its reporter, its worker
 * or a dispatcher (notifications link here). Each sees only their own actions: the reporter's
 * here, the worker's and dispatcher's one tap away on their screens.
 */
import { Button } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { actionsFor, repairPath } from './format';
import { OrderInfo } from './OrderInfo';
import { ReporterActions } from './ReporterActions';
import { Timeline } from './Timeline';
import { useOrder } from './useOrder';
import { useNow } from './useNow';
import './repair.css';

export default function OrderDetail(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const now = useNow();
  const id = useSearchParams()[0].get('id') ?? '';
  const { order, setOrder, failed } = useOrder(id);
  if (!id) return <NoData message={tr('repair.msg.noId')} />;
  if (failed) return <NoData message={failed} />;
  if (!order) return <Page page="repair-orderdetail">{null}</Page>;
  const worker = actionsFor(order.can, 'worker').length > 0;
  const dispatcher = actionsFor(order.can, 'dispatcher').filter((a) => a !== 'close').length > 0;
  return (
    <Page page="repair-orderdetail">
      <OrderInfo order={order} now={now} />
      <ReporterActions order={order} onChange={setOrder} />
      {worker || dispatcher ? (
        <div className="repair-actions">
          {worker ? (
            <Button color="primary" data-testid="repair-to-work" onClick={() => navigate(repairPath(props.variant, 'mandetail', order.id))}>
              {tr('repair.btn.work')}
            </Button>
          ) : null}
          {dispatcher ? (
            <Button color="primary" fill="outline" data-testid="repair-to-dispatch" onClick={() => navigate(repairPath(props.variant, 'sendorder', order.id))}>
              {tr('repair.btn.dispatch')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Timeline events={order.timeline} />
    </Page>
  );
}
