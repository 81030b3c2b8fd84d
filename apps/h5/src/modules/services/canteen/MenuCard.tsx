/** One meal's menu: dishes by category with prices, and the note. */
import type { MealMenu } from '@campus/api';
import { List } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { byCategory, yuan } from './format';

export function MenuCard(props: { menu: MealMenu; title: string; extra?: string }) {
  const tr = useT();
  const m = props.menu;
  return (
    <List header={props.title} data-testid="canteen-menu" data-meal={m.meal}>
      {byCategory(m.dishes).flatMap((g) =>
        g.dishes.map((d, i) => (
          <List.Item key={d.id} prefix={i === 0 && g.category ? <span className="muted">{g.category}</span> : undefined} extra={yuan(d.price)}>
            {d.name}
          </List.Item>
        )),
      )}
      {m.dishes.length === 0 ? <List.Item>{tr('canteen.noMenu')}</List.Item> : null}
      {m.note ? <List.Item description={m.note}>{props.extra ?? ''}</List.Item> : null}
    </List>
  );
}
