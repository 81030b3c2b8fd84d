/**
 * bjtucanteen/index: the canteens — where, how many seats, opening hours per meal, open now and
 * how crowded (from the pick-ups of the last minutes) — and the chosen canteen's menu of today
 * per meal, with dishes and prices.
 */
import { CANTEEN_MEALS, CROWD_WINDOW_MINUTES, type MealMenu, type OutputOf } from '@campus/api';
import { Empty, List, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { canteenApi } from './endpoints';
import { crowdColor, hoursOf } from './format';
import { MenuCard } from './MenuCard';

type Canteens = OutputOf<typeof canteenApi.list>;

export default function Canteens() {
  const tr = useT();
  const [data, setData] = useState<Canteens | null>(null);
  const [chosen, setChosen] = useState('');
  const [menus, setMenus] = useState<MealMenu[]>([]);
  useEffect(() => {
    api(canteenApi.list, {})
      .then((d) => {
        setData(d);
        setChosen((c) => c || (d.list[0]?.id ?? ''));
      })
      .catch(toastError);
  }, []);
  useEffect(() => {
    if (!chosen) return;
    api(canteenApi.menus, { canteenId: chosen })
      .then((d) => setMenus(d.list))
      .catch(toastError);
  }, [chosen]);
  if (!data) return <Page page="canteen-list">{null}</Page>;
  const current = data.list.find((c) => c.id === chosen);
  return (
    <Page page="canteen-list">
      <List data-testid="canteen-list">
        {data.list.map((c) => (
          <List.Item
            key={c.id}
            clickable
            onClick={() => setChosen(c.id)}
            style={c.id === chosen ? { background: '#f0f7ff' } : undefined}
            description={`${c.location} · ${tr('canteen.seats', { n: c.seats })}${c.crowd.meal ? ` · ${tr('canteen.crowdDetail', { m: CROWD_WINDOW_MINUTES, n: c.crowd.recent })}` : ''}`}
            extra={<Tag style={{ '--background-color': crowdColor(c.crowd.level), '--border-color': crowdColor(c.crowd.level), '--text-color': '#fff' }}>{tr(`canteen.crowd.${c.crowd.level}`)}</Tag>}
          >
            {c.name}
          </List.Item>
        ))}
      </List>
      {data.list.length === 0 ? <Empty description={tr('canteen.noCanteens')} /> : null}
      {current ? (
        <>
          <List header={tr('canteen.hours')}>
            {CANTEEN_MEALS.filter((m) => hoursOf(current.hours, m)).map((m) => (
              <List.Item key={m} extra={hoursOf(current.hours, m)}>
                {tr(`canteen.meal.${m}`)}
              </List.Item>
            ))}
          </List>
          <div className="page-title" style={{ padding: '12px 12px 0' }}>
            {current.name} · {tr('canteen.menuOf', { date: data.today })}
          </div>
          {menus.map((m) => (
            <MenuCard key={m.id} menu={m} title={`${tr(`canteen.meal.${m.meal}`)} ${hoursOf(current.hours, m.meal)}`} />
          ))}
          {menus.length === 0 ? <Empty description={tr('canteen.noMenu')} /> : null}
        </>
      ) : null}
    </Page>
  );
}
