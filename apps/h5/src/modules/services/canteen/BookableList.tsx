/** Meals open for booking: canteen, day, meal, what the set meal holds, price, places left, cut-off. */
import type { MealMenu } from '@campus/api';
import { Button, Dialog, Empty, List, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { shortText } from '../../../lib/time';
import { toastError } from '../../../shared/errors';
import { canteenApi } from './endpoints';
import { yuan } from './format';

type Open = MealMenu & { canteenName: string };

export function BookableList(props: { onBooked: () => void }) {
  const tr = useT();
  const [list, setList] = useState<Open[] | null>(null);
  const load = useCallback(() => {
    api(canteenApi.bookable, {})
      .then((d) => setList(d.list))
      .catch(toastError);
  }, []);
  useEffect(load, [load]);

  async function book(m: Open) {
    const meal = tr(`canteen.meal.${m.meal}`);
    const ok = await Dialog.confirm({ content: tr('canteen.bookConfirm', { canteen: m.canteenName, date: m.date, meal, price: yuan(m.price) }) });
    if (!ok) return;
    try {
      await api(canteenApi.book, { menuId: m.id }, { loading: true });
      Toast.show({ icon: 'success', content: tr('canteen.booked') });
      props.onBooked();
    } catch (err) {
      toastError(err);
      load();
    }
  }

  if (!list) return null;
  if (list.length === 0) return <Empty description={tr('canteen.noBookable')} />;
  return (
    <List data-testid="meal-bookable">
      {list.map((m) => (
        <List.Item
          key={m.id}
          data-testid="meal-open"
          title={`${m.date} · ${m.canteenName}`}
          description={
            <>
              <div>{m.dishes.map((d) => d.name).join('、')}</div>
              {m.note ? <div>{m.note}</div> : null}
              <div>
                {m.cutoffAt ? tr('canteen.cutoff', { t: shortText(m.cutoffAt) }) : ''} · {m.remaining > 0 ? tr('canteen.remaining', { n: m.remaining, q: m.quota }) : tr('canteen.soldOut')}
              </div>
            </>
          }
          extra={
            <Button size="small" color="primary" disabled={m.remaining <= 0} onClick={() => void book(m)}>
              {tr('canteen.book')}
            </Button>
          }
        >
          {tr(`canteen.meal.${m.meal}`)} {yuan(m.price)}
        </List.Item>
      ))}
    </List>
  );
}
