/** The dispatch board's columns: the unassigned board and the list of every order share most of them. */
import { REPAIR_PRIORITIES, REPAIR_STATES, type RepairArea, type RepairCategory, type RepairOrderRow } from '@campus/api';
import { t } from '@campus/i18n';
import type { ProColumns } from '@ant-design/pro-components';
import { Space, Tag, Typography } from 'antd';
import { timeColumn } from '@/lib/table';
import { AGE_BUCKETS, PRIORITY_COLOR, STATE_COLOR, slaOf, slaText, type AgeBucket } from './sla';

export type BoardTab = 'board' | 'all';

/** The search form's values (ProTable hands them to `request`). */
export interface BoardFilters {
  keyword?: string;
  categoryId?: string;
  areaId?: string;
  age?: AgeBucket;
  overdue?: boolean;
  state?: RepairOrderRow['state'];
  priority?: RepairOrderRow['priority'];
  period?: unknown[];
}

export function SlaCell({ row, now }: { row: RepairOrderRow; now: number }) {
  const s = slaOf(row, now);
  const color = { ok: undefined, warn: 'warning', over: 'danger', none: 'secondary' } as const;
  return (
    <Space size={4} wrap data-testid="repair-sla">
      <Typography.Text type={color[s.level]}>{slaText(s)}</Typography.Text>
      {row.overdue ? <Tag color="red">{t('adminRepair.overdue')}</Tag> : null}
      {row.escalatedAt ? <Tag color="magenta">{t('adminRepair.escalated')}</Tag> : null}
    </Space>
  );
}

export function boardColumns(p: {
  tab: BoardTab;
  categories: RepairCategory[];
  areas: RepairArea[];
  now: number;
  onOpen: (o: RepairOrderRow) => void;
  onAssign: (o: RepairOrderRow) => void;
}): ProColumns<RepairOrderRow>[] {
  const all = p.tab === 'all';
  const options = (list: { id: string; name: string }[]) => ({ options: list.map((x) => ({ value: x.id, label: x.name })), showSearch: true });
  return [
    { title: t('common.search'), dataIndex: 'keyword', hideInTable: true, search: all ? undefined : false, fieldProps: { placeholder: t('adminRepair.keyword') } },
    { title: t('adminRepair.col.period'), dataIndex: 'period', valueType: 'dateRange', hideInTable: true, search: all ? undefined : false },
    timeColumn(t('adminRepair.col.createdAt'), 'createdAt'),
    { title: t('adminRepair.col.category'), dataIndex: 'categoryId', valueType: 'select', fieldProps: options(p.categories), render: (_, o) => o.categoryName },
    { title: t('adminRepair.col.area'), dataIndex: 'areaId', valueType: 'select', fieldProps: options(p.areas), render: (_, o) => o.areaName },
    { title: t('adminRepair.col.place'), dataIndex: 'building', search: false, render: (_, o) => [o.building, o.room].filter(Boolean).join(' ') },
    { title: t('adminRepair.col.description'), dataIndex: 'description', search: false, ellipsis: true, width: 240 },
    { title: t('adminRepair.col.reporter'), dataIndex: 'reporterName', search: false },
    {
      title: t('adminRepair.col.state'),
      dataIndex: 'state',
      valueType: 'select',
      hideInTable: !all,
      search: all ? undefined : false,
      valueEnum: Object.fromEntries(REPAIR_STATES.map((s) => [s, { text: t(`repair.state.${s}`) }])),
      render: (_, o) => <Tag color={STATE_COLOR[o.state]}>{t(`repair.state.${o.state}`)}</Tag>,
    },
    { title: t('adminRepair.col.worker'), dataIndex: 'workerName', search: false, hideInTable: !all, render: (_, o) => o.workerName || '-' },
    {
      title: t('adminRepair.col.priority'),
      dataIndex: 'priority',
      valueType: 'select',
      search: all ? undefined : false,
      valueEnum: Object.fromEntries(REPAIR_PRIORITIES.map((s) => [s, { text: t(`repair.priority.${s}`) }])),
      render: (_, o) => <Tag color={PRIORITY_COLOR[o.priority]}>{t(`repair.priority.${o.priority}`)}</Tag>,
    },
    {
      title: t('adminRepair.col.age'),
      dataIndex: 'age',
      valueType: 'select',
      hideInTable: true,
      search: all ? false : undefined,
      valueEnum: Object.fromEntries(Object.keys(AGE_BUCKETS).map((k) => [k, { text: t(`adminRepair.age.${k as AgeBucket}`) }])),
    },
    { title: t('adminRepair.overdueOnly'), dataIndex: 'overdue', valueType: 'switch', hideInTable: true },
    { title: t('adminRepair.col.sla'), dataIndex: 'assignDueAt', search: false, width: 200, render: (_, o) => <SlaCell row={o} now={p.now} /> },
    {
      title: t('adminRepair.actions'),
      valueType: 'option',
      width: 120,
      render: (_, o) => [
        <a key="detail" onClick={() => p.onOpen(o)} data-testid="repair-open">
          {t('adminRepair.act.detail')}
        </a>,
        all ? null : (
          <a key="assign" onClick={() => p.onAssign(o)} data-testid="repair-assign">
            {t('adminRepair.act.assign')}
          </a>
        ),
      ],
    },
  ];
}
