/** The phone book (officeTel.manage): numbers and units/offices, editing, xlsx import (whole book) and export. */
import { officeTel, type TelEntry, type TelUnit } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tabs, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLang } from '@/lib/lang';
import { compact, tableResult } from '@/lib/table';
import { call, download } from '@/services/api';
import { EntryForm, unitOptions } from './components/EntryForm';
import { ImportModal } from './components/ImportModal';
import { UnitForm } from './components/UnitForm';

export default function OfficeTelPage() {
  useLang();
  const entriesRef = useRef<ActionType>();
  const unitsRef = useRef<ActionType>();
  const [units, setUnits] = useState<TelUnit[]>([]);
  const [importing, setImporting] = useState(false);
  const loadUnits = useCallback(() => {
    call(officeTel.units, {}).then((d) => setUnits(d.list), () => undefined);
  }, []);
  useEffect(loadUnits, [loadUnits]);
  const reload = () => {
    loadUnits();
    entriesRef.current?.reload();
    unitsRef.current?.reload();
  };
  const remove = (p: Promise<unknown>) => void p.then(reload, () => undefined);

  const entryColumns: ProColumns<TelEntry>[] = [
    { title: t('adminOfficeTel.col.name'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminOfficeTel.col.unit'), dataIndex: 'unitId', hideInTable: true, valueType: 'select', fieldProps: { options: unitOptions(units), showSearch: true } },
    { title: t('adminOfficeTel.col.unit'), dataIndex: 'unitName', search: false, render: (_, e) => <>{e.unitName}{e.emergency ? <Tag color="red" style={{ marginLeft: 4 }}>{t('adminOfficeTel.emergencyTag')}</Tag> : null}</> },
    { title: t('adminOfficeTel.col.office'), dataIndex: 'officeName', search: false },
    { title: t('adminOfficeTel.col.name'), dataIndex: 'name', search: false },
    { title: t('adminOfficeTel.col.phones'), dataIndex: 'phones', search: false, render: (_, e) => e.phones.join(', ') },
    { title: t('adminOfficeTel.col.location'), dataIndex: 'location', search: false },
    { title: t('adminOfficeTel.col.sort'), dataIndex: 'sort', search: false, width: 70 },
    {
      title: '',
      valueType: 'option',
      render: (_, e) => (
        <Space size={4}>
          <EntryForm entry={e} units={units} trigger={<a>{t('adminOfficeTel.edit')}</a>} onSaved={reload} />
          <Popconfirm title={t('adminOfficeTel.deleteConfirm')} onConfirm={() => remove(call(officeTel.deleteEntry, { id: e.id }))}>
            <a>{t('adminOfficeTel.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const name = (id: string | null) => units.find((u) => u.id === id)?.name ?? '';
  const unitColumns: ProColumns<TelUnit>[] = [
    { title: t('adminOfficeTel.col.unit'), dataIndex: 'name' },
    { title: t('adminOfficeTel.parent'), dataIndex: 'parentId', render: (_, u) => name(u.parentId) },
    { title: t('adminOfficeTel.col.emergency'), dataIndex: 'emergency', render: (_, u) => (u.emergency ? <Tag color="red">{t('adminOfficeTel.emergencyTag')}</Tag> : null) },
    { title: t('adminOfficeTel.col.sort'), dataIndex: 'sort', width: 70 },
    { title: t('adminOfficeTel.entries'), dataIndex: 'entries', width: 90 },
    {
      title: '',
      valueType: 'option',
      render: (_, u) => (
        <Space size={4}>
          <UnitForm unit={u} units={units} trigger={<a>{t('adminOfficeTel.edit')}</a>} onSaved={reload} />
          <Popconfirm title={t('adminOfficeTel.deleteConfirm')} onConfirm={() => remove(call(officeTel.deleteUnit, { id: u.id }))}>
            <a>{t('adminOfficeTel.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  // Units first, each followed by its offices.
  const ordered = units.filter((u) => u.parentId === null).flatMap((u) => [u, ...units.filter((o) => o.parentId === u.id)]);

  return (
    <PageContainer title={t('adminOfficeTel.title')}>
      <Tabs
        items={[
          {
            key: 'entries',
            label: t('adminOfficeTel.entries'),
            children: (
              <ProTable<TelEntry, { keyword?: string; unitId?: string }>
                rowKey="id"
                actionRef={entriesRef}
                columns={entryColumns}
                search={{ labelWidth: 'auto' }}
                pagination={{ defaultPageSize: 20, showSizeChanger: true }}
                toolBarRender={() => [
                  <Button key="import" onClick={() => setImporting(true)}>
                    {t('adminOfficeTel.import')}
                  </Button>,
                  <Button key="export" onClick={() => void download(officeTel.export.path, {}, 'phone-book.xlsx')}>
                    {t('adminOfficeTel.exportXlsx')}
                  </Button>,
                  <EntryForm key="new" units={units} trigger={<Button type="primary">{t('adminOfficeTel.newEntry')}</Button>} onSaved={reload} />,
                ]}
                request={(p) => tableResult(call(officeTel.adminEntries, compact({ keyword: p.keyword, unitId: p.unitId, current: p.current ?? 1, pageSize: p.pageSize ?? 20 })))}
              />
            ),
          },
          {
            key: 'units',
            label: t('adminOfficeTel.units'),
            children: (
              <ProTable<TelUnit>
                rowKey="id"
                actionRef={unitsRef}
                columns={unitColumns}
                search={false}
                pagination={false}
                dataSource={ordered}
                toolBarRender={() => [<UnitForm key="new" units={units} trigger={<Button type="primary">{t('adminOfficeTel.newUnit')}</Button>} onSaved={reload} />]}
              />
            ),
          },
        ]}
      />
      <ImportModal open={importing} onClose={() => setImporting(false)} onDone={reload} />
    </PageContainer>
  );
}
