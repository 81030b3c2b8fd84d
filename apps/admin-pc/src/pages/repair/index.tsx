/**
 * The dispatch board (repair.dispatch): unassigned orders first (most urgent and oldest first,
 * filters by category, area, waiting time and overdue), every order in the second tab; the
 * drawer shows an order with its timeline and actions. Export for repair.statistics, set-up for
 * repair.manage (a user with only set-up rights goes straight there).
 */
import { repair, type RepairArea, type RepairCategory, type RepairOrderRow } from '@campus/api';
import { t } from '@campus/i18n';
import { DownloadOutlined, SettingOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { history, useAccess } from '@umijs/max';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ConsoleAccess } from '@/access';
import { useLang } from '@/lib/lang';
import { compact, tableResult } from '@/lib/table';
import { call, download } from '@/services/api';
import { AssignModal, type AssignTarget } from './components/AssignModal';
import { periodBounds } from './components/charts';
import { boardColumns, type BoardFilters, type BoardTab } from './components/columns';
import { OrderDrawer } from './components/OrderDrawer';
import { ageBounds } from './components/sla';

type Query = Omit<BoardFilters, 'age' | 'period'> & { from?: number; to?: number };

function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export default function RepairBoardPage() {
  useLang();
  const access = useAccess() as ConsoleAccess;
  const [tab, setTab] = useState<BoardTab>('board');
  const [options, setOptions] = useState<{ categories: RepairCategory[]; areas: RepairArea[] }>({ categories: [], areas: [] });
  const [open, setOpen] = useState<string | null>(null);
  const [assigning, setAssigning] = useState<AssignTarget | null>(null);
  const ref = useRef<ActionType>();
  const lastQuery = useRef<Query>({});
  const now = useNow(30_000);
  const reload = () => void ref.current?.reload();

  const mayDispatch = access.canRepairDispatch;
  useEffect(() => {
    if (!mayDispatch && access.canRepairSettings) history.replace('/services/repair/settings');
  }, [mayDispatch, access.canRepairSettings]);
  useEffect(() => {
    if (mayDispatch) call(repair.options, {}).then(setOptions, () => undefined);
  }, [mayDispatch]);

  const request = (p: BoardFilters & { current?: number; pageSize?: number }) => {
    const page = { current: p.current ?? 1, pageSize: p.pageSize ?? 20 };
    const common = compact({ categoryId: p.categoryId, areaId: p.areaId, overdue: p.overdue || undefined });
    if (tab === 'board') {
      lastQuery.current = common;
      return tableResult(call(repair.board, { ...page, ...common, ...ageBounds(p.age) }));
    }
    const q: Query = compact({ ...common, state: p.state, priority: p.priority, keyword: p.keyword?.trim(), ...periodBounds(p.period) });
    lastQuery.current = q;
    return tableResult(call(repair.orders, { ...page, ...q }));
  };

  return (
    <PageContainer
      title={t('admin.menu.repairs')}
      tabActiveKey={tab}
      onTabChange={(k) => setTab(k as BoardTab)}
      tabList={[
        { key: 'board', tab: t('adminRepair.tab.board') },
        { key: 'all', tab: t('adminRepair.tab.all') },
      ]}
      extra={
        access.canRepairSettings ? (
          <Button icon={<SettingOutlined />} onClick={() => history.push('/services/repair/settings')}>
            {t('adminRepair.settings')}
          </Button>
        ) : null
      }
    >
      {mayDispatch ? (
        <ProTable<RepairOrderRow, BoardFilters>
          key={tab}
          rowKey="id"
          actionRef={ref}
          columns={boardColumns({ tab, ...options, now, onOpen: (o) => setOpen(o.id), onAssign: (o) => setAssigning({ id: o.id, mode: 'assign' }) })}
          search={{ labelWidth: 'auto', defaultCollapsed: false }}
          pagination={{ defaultPageSize: 20, showSizeChanger: true }}
          request={request}
          toolBarRender={() =>
            access.canRepairStats
              ? [
                  <Button key="export" icon={<DownloadOutlined />} onClick={() => void download(repair.export.path, lastQuery.current, 'repair-orders.xlsx')}>
                    {t('adminRepair.export')}
                  </Button>,
                ]
              : []
          }
        />
      ) : null}
      <OrderDrawer id={open} onClose={() => setOpen(null)} onChanged={reload} />
      <AssignModal
        target={assigning}
        onClose={() => setAssigning(null)}
        onDone={() => {
          setAssigning(null);
          reload();
        }}
      />
    </PageContainer>
  );
}
