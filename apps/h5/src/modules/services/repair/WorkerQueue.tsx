/** repair/repairman: the worker's queue on the phone — orders assigned to them, most urgent first — and their duty switch. */
import { Empty, InfiniteScroll, List, Switch, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { NoPermission, useRepairAccess } from './access';
import { repairApi } from './endpoints';
import { repairPath } from './format';
import { OrderCard } from './OrderCard';
import { usePaged } from './usePaged';
import { useNow } from './useNow';
import './repair.css';

function Queue(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const now = useNow();
  const [open, setOpen] = useState(true);
  const [duty, setDuty] = useState<boolean | null>(null);
  const { list, last, more, hasMore } = usePaged((current) => api(repairApi.queue, { current, pageSize: 20, open }), String(open));
  const onDuty = duty ?? last?.onDuty ?? false;

  async function toggle(next: boolean) {
    try {
      setDuty((await api(repairApi.duty, { onDuty: next })).onDuty);
      Toast.show({ content: tr(next ? 'repair.msg.onDuty' : 'repair.msg.offDuty') });
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <Page page="repair-queue">
      <List>
        <List.Item extra={<Switch checked={onDuty} onChange={(v) => void toggle(v)} data-testid="repair-duty" />} description={tr('repair.form.dutyHint')}>
          {tr('repair.field.onDuty')}
        </List.Item>
      </List>
      <Tabs activeKey={open ? 'open' : 'all'} onChange={(k) => setOpen(k === 'open')}>
        <Tabs.Tab key="open" title={tr('repair.tab.open')} />
        <Tabs.Tab key="all" title={tr('repair.tab.all')} />
      </Tabs>
      <div data-testid="repair-queue">
        {list?.map((o) => (
          <OrderCard key={o.id} order={o} now={now} showReporter onOpen={() => navigate(repairPath(props.variant, 'mandetail', o.id))} />
        ))}
      </div>
      {list && list.length === 0 ? <Empty description={tr('repair.msg.queueEmpty')} /> : null}
      {list ? <InfiniteScroll loadMore={more} hasMore={hasMore} /> : null}
    </Page>
  );
}

export default function WorkerQueue(props: ScreenProps) {
  const allowed = useRepairAccess('work');
  if (allowed === null) return null;
  return allowed ? <Queue {...props} /> : <NoPermission sub="work" home={repairPath(props.variant, 'index')} />;
}
