/** repair/detail: the caller's own orders, newest first, by state; each opens its order detail. */
import { REPAIR_STATES, type RepairState } from '@campus/api';
import { Button, Empty, InfiniteScroll, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { Page } from '../../../shared/Page';
import { repairApi } from './endpoints';
import { repairPath } from './format';
import { OrderCard } from './OrderCard';
import { usePaged } from './usePaged';
import { useNow } from './useNow';
import './repair.css';

const TABS: readonly ('all' | RepairState)[] = ['all', 'submitted', 'assigned', 'in_progress', 'done', 'rated'];

export default function MyOrders(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const now = useNow();
  const [tab, setTab] = useState<'all' | RepairState>('all');
  const state = tab === 'all' ? undefined : tab;
  const { list, more, hasMore } = usePaged((current) => api(repairApi.mine, { current, pageSize: 20, ...(state ? { state } : {}) }), tab);
  return (
    <Page page="repair-mine">
      <Tabs activeKey={tab} onChange={(k) => setTab(k === 'all' || REPAIR_STATES.includes(k as RepairState) ? (k as 'all' | RepairState) : 'all')}>
        {TABS.map((k) => (
          <Tabs.Tab key={k} title={k === 'all' ? tr('repair.all') : tr(`repair.state.${k}`)} />
        ))}
      </Tabs>
      <div data-testid="repair-mine">
        {list?.map((o) => (
          <OrderCard key={o.id} order={o} now={now} onOpen={() => navigate(repairPath(props.variant, 'orderdetail', o.id))} />
        ))}
      </div>
      {list && list.length === 0 ? (
        <div data-testid="repair-mine-empty">
          <Empty description={tr('repair.msg.noOrders')} />
          <div className="repair-actions">
            <Button color="primary" onClick={() => navigate(repairPath(props.variant, 'index'))}>
              {tr('repair.btn.toReport')}
            </Button>
          </div>
        </div>
      ) : null}
      {list ? <InfiniteScroll loadMore={more} hasMore={hasMore} /> : null}
    </Page>
  );
}
