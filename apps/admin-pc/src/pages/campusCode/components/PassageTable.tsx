/** The passage log: newest first, filtered by gate, direction, result, person and dates; exported as filtered. */
import { campusCode, type CampusGate, type GatePassage } from '@campus/api';
import { t } from '@campus/i18n';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { compact, tableResult, timeColumn } from '@/lib/table';
import { call, download } from '@/services/api';

interface Filter {
  gateId?: string;
  direction?: 'in' | 'out';
  result?: 'pass' | 'blocked';
  keyword?: string;
  from?: string;
  to?: string;
}

export function PassageTable() {
  const [gates, setGates] = useState<CampusGate[]>([]);
  const filter = useRef<Filter>({});
  useEffect(() => {
    call(campusCode.adminGates, {}).then((d) => setGates(d.list), () => undefined);
  }, []);
  const columns: ProColumns<GatePassage>[] = [
    timeColumn(t('adminCampusCode.col.at'), 'at'),
    { title: t('adminCampusCode.col.dates'), dataIndex: 'dates', valueType: 'dateRange', hideInTable: true, search: { transform: (v: [string, string]) => ({ from: v[0], to: v[1] }) } },
    { title: t('adminCampusCode.col.gate'), dataIndex: 'gateId', valueType: 'select', fieldProps: { options: gates.map((g) => ({ value: g.id, label: g.name })) }, render: (_, p) => p.gateName },
    { title: t('adminCampusCode.col.direction'), dataIndex: 'direction', valueType: 'select', valueEnum: { in: { text: t('adminCampusCode.direction.in') }, out: { text: t('adminCampusCode.direction.out') } } },
    {
      title: t('adminCampusCode.col.result'),
      dataIndex: 'result',
      valueType: 'select',
      valueEnum: { pass: { text: t('adminCampusCode.result.pass') }, blocked: { text: t('adminCampusCode.result.blocked') } },
      render: (_, p) => <Tag color={p.result === 'pass' ? 'green' : 'red'}>{t(`adminCampusCode.result.${p.result}`)}</Tag>,
    },
    { title: t('adminCampusCode.col.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminCampusCode.col.name'), dataIndex: ['holder', 'name'], search: false },
    { title: t('adminCampusCode.col.number'), dataIndex: ['holder', 'number'], search: false, render: (_, p) => p.holder.number || p.holder.username },
    { title: t('adminCampusCode.col.department'), dataIndex: ['holder', 'department'], search: false },
    { title: t('adminCampusCode.col.reason'), dataIndex: 'reason', search: false },
    { title: t('adminCampusCode.col.guard'), dataIndex: 'guardName', search: false },
  ];
  return (
    <ProTable<GatePassage, Filter>
      rowKey="id"
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      toolBarRender={() => [
        <Button key="export" onClick={() => void download(campusCode.exportPassages.path, compact({ ...filter.current }), 'passages.xlsx')}>
          {t('adminCampusCode.exportXlsx')}
        </Button>,
      ]}
      request={(p) => {
        filter.current = compact({ gateId: p.gateId, direction: p.direction, result: p.result, keyword: p.keyword, from: p.from, to: p.to });
        return tableResult(call(campusCode.passages, { ...filter.current, current: p.current ?? 1, pageSize: p.pageSize ?? 20 }));
      }}
    />
  );
}
