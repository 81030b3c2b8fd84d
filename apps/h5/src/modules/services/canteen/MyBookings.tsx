/** My bookings: the pick-up code (digits and QR) of each one to pick up, cancellable until the cut-off. */
import type { MealBooking } from '@campus/api';
import { Button, Dialog, Empty, Tag, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { shortText } from '../../../lib/time';
import { toastError } from '../../../shared/errors';
import { QrImage } from '../../../shared/QrImage';
import { canteenApi } from './endpoints';
import { yuan } from './format';

const STATUS_COLOR = { booked: 'primary', taken: 'success', cancelled: 'default' } as const;

export function MyBookings() {
  const tr = useT();
  const [list, setList] = useState<MealBooking[] | null>(null);
  const load = useCallback(() => {
    api(canteenApi.mine, {})
      .then((d) => setList(d.list))
      .catch(toastError);
  }, []);
  useEffect(load, [load]);

  async function cancel(b: MealBooking) {
    if (!(await Dialog.confirm({ content: tr('canteen.cancelConfirm') }))) return;
    try {
      await api(canteenApi.cancel, { id: b.id }, { loading: true });
      Toast.show({ content: tr('canteen.cancelled') });
    } catch (err) {
      toastError(err);
    }
    load();
  }

  if (!list) return null;
  if (list.length === 0) return <Empty description={tr('canteen.noBookings')} />;
  return (
    <div data-testid="meal-mine">
      {list.map((b) => (
        <div key={b.id} className="page-card" data-testid="meal-booking" data-status={b.status} style={{ marginBottom: 8 }}>
          <div className="row">
            <div className="grow">
              <div className="page-title">
                {b.date} {tr(`canteen.meal.${b.meal}`)}
              </div>
              <div className="muted">
                {b.canteenName} · {yuan(b.price)}
              </div>
            </div>
            <Tag color={STATUS_COLOR[b.status]}>{tr(`canteen.status.${b.status}`)}</Tag>
          </div>
          {b.status === 'booked' ? (
            <div className="qr-box">
              <div className="muted">{tr('canteen.pickupCode')}</div>
              <div style={{ fontSize: 32, letterSpacing: 6, fontWeight: 700 }} data-testid="meal-code">
                {b.code}
              </div>
              <QrImage value={b.code} size={140} />
              <div className="muted">{tr('canteen.showCode')}</div>
            </div>
          ) : null}
          {b.takenAt ? <div className="muted">{tr('canteen.takenAt', { t: shortText(b.takenAt) })}</div> : null}
          {b.cancellable ? (
            <Button size="small" fill="outline" color="danger" onClick={() => void cancel(b)}>
              {tr('canteen.cancel')}
            </Button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
