/**
 * repair/sendorder: the dispatch board on the phone — unassigned orders, most urgent and oldest
 * first, filtered by category, area and waiting time (or overdue); a tap opens the sheet to
 * assign, set priority or merge a duplicate. The second tab lists every order of the site (to
 * reassign or close). `?id=` opens that order's sheet (from its detail).
 */
import type { RepairArea, RepairCategory } from '@campus/api';
import { Button, Empty, InfiniteScroll, Selector, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { NoPermission, useRepairAccess } from './access';
import { AssignSheet } from './AssignSheet';
import { repairApi } from './endpoints';
import { repairPath } from './format';
import { OrderCard } from './OrderCard';
import { usePaged } from './usePaged';
import { useNow } from './useNow';
import './repair.css';

/** Waiting-time filters, in minutes waited at least. */
const AGES = { any: 0, h1: 60, h4: 240, d1: 1440 } as const;
type Age = keyof typeof AGES | 'overdue';

function Board(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const openId = params.get('id') ?? '';
  const [options, setOptions] = useState<{ categories: RepairCategory[]; areas: RepairArea[] }>({ categories: [], areas: [] });
  const [categoryId, setCategoryId] = useState('');
  const [areaId, setAreaId] = useState('');
  const [age, setAge] = useState<Age>('any');
  const [view, setView] = useState<'board' | 'all'>('board');
  useEffect(() => {
    api(repairApi.options, {}).then(setOptions, toastError);
  }, []);
  const filter = {
    ...(categoryId ? { categoryId } : {}),
    ...(areaId ? { areaId } : {}),
    ...(age === 'overdue' ? { overdue: true } : {}),
  };
  // Waiting time is the board's filter (the order list filters on overdue only).
  const minAge = view === 'board' && age !== 'any' && age !== 'overdue' ? { minAgeMinutes: AGES[age] } : {};
  const { list, more, hasMore, reload } = usePaged(
    (current) => (view === 'board' ? api(repairApi.board, { current, pageSize: 20, ...filter, ...minAge }) : api(repairApi.orders, { current, pageSize: 20, ...filter })),
    JSON.stringify([view, filter, minAge]),
  );
  const ages = view === 'board' ? (['any', 'h1', 'h4', 'd1', 'overdue'] as const) : (['any', 'overdue'] as const);
  const open = (id: string) => setParams(id ? { id } : {}, { replace: true });
  const all = { label: tr('repair.all'), value: '' };

  return (
    <Page page="repair-sendorder">
      <Tabs
        activeKey={view}
        onChange={(k) => {
          setView(k === 'all' ? 'all' : 'board');
          if (age !== 'overdue') setAge('any');
        }}
      >
        <Tabs.Tab key="board" title={tr('repair.tab.board')} />
        <Tabs.Tab key="all" title={tr('repair.tab.orders')} />
      </Tabs>
      <div className="repair-filters" data-testid="repair-board-filters">
        <Selector columns={4} value={[categoryId]} onChange={(v) => setCategoryId(v[0] ?? '')} options={[all, ...options.categories.map((c) => ({ label: c.name, value: c.id }))]} />
        <Selector columns={3} value={[areaId]} onChange={(v) => setAreaId(v[0] ?? '')} options={[all, ...options.areas.map((a) => ({ label: a.name, value: a.id }))]} style={{ marginTop: 6 }} />
        <Selector
          columns={3}
          value={[age]}
          onChange={(v) => setAge(v[0] ?? 'any')}
          options={ages.map((a) => ({ label: tr(`repair.age.${a}`), value: a }))}
          style={{ marginTop: 6 }}
        />
      </div>
      <div data-testid="repair-board">
        {list?.map((o) => (
          <OrderCard
            key={o.id}
            order={o}
            now={now}
            showReporter
            onOpen={() => navigate(repairPath(props.variant, 'orderdetail', o.id))}
            extra={
              <Button size="small" color="primary" style={{ marginTop: 6 }} data-testid="repair-open-assign" onClick={() => open(o.id)}>
                {tr(view === 'board' ? 'repair.btn.dispatch' : 'repair.btn.manage')}
              </Button>
            }
          />
        ))}
      </div>
      {list && list.length === 0 ? <Empty description={tr('repair.msg.boardEmpty')} /> : null}
      {list ? <InfiniteScroll loadMore={more} hasMore={hasMore} /> : null}
      {openId ? <AssignSheet key={openId} id={openId} board={list ?? []} onClose={() => open('')} onDone={() => void reload()} /> : null}
    </Page>
  );
}

export default function Dispatch(props: ScreenProps) {
  const allowed = useRepairAccess('dispatch');
  if (allowed === null) return null;
  return allowed ? <Board {...props} /> : <NoPermission sub="dispatch" home={repairPath(props.variant, 'index')} />;
}
