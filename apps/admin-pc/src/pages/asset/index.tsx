/** The asset register (asset.list): search, filters, paging, sorting; create, edit, scrap; xlsx import and export; QR labels. */
import { asset, ASSET_SORT_FIELDS, ASSET_STATUSES, type AssetRow } from '@campus/api';
import { t } from '@campus/i18n';
import { DownloadOutlined, PlusOutlined, PrinterOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Input, Popconfirm, Space, message } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLang } from '@/lib/lang';
import { compact, sorterParam, tableResult, timeColumn } from '@/lib/table';
import { call, download } from '@/services/api';
import { AssetForm } from './components/AssetForm';
import { ImportModal } from './components/ImportModal';

interface Filters {
  keyword?: string;
  category?: string;
  status?: AssetRow['status'];
  departmentId?: string;
}

export default function AssetPage() {
  useLang();
  const ref = useRef<ActionType>();
  const reload = () => void ref.current?.reload();
  const lastQuery = useRef<Filters & { sorter?: string }>({});
  const [options, setOptions] = useState<{ categories: string[]; departments: { id: string; name: string }[] }>({ categories: [], departments: [] });
  const [selected, setSelected] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const scrapReason = useRef('');

  const loadOptions = () => void call(asset.options, {}).then(setOptions, () => undefined);
  useEffect(loadOptions, []);
  const saved = () => {
    reload();
    loadOptions();
  };
  const toLabels = (ids: string[]) => history.push(`/services/asset/labels?ids=${ids.join(',')}`);

  const columns: ProColumns<AssetRow>[] = [
    { title: t('common.search'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('adminAsset.keyword') } },
    { title: t('adminAsset.col.code'), dataIndex: 'code', sorter: true, search: false, copyable: true },
    { title: t('adminAsset.col.name'), dataIndex: 'name', sorter: true, search: false },
    { title: t('adminAsset.col.category'), dataIndex: 'category', sorter: true, valueType: 'select', fieldProps: { options: options.categories.map((c) => ({ value: c, label: c })), showSearch: true } },
    { title: t('adminAsset.col.location'), dataIndex: 'location', search: false },
    { title: t('adminAsset.col.keeper'), dataIndex: 'keeperName', search: false, render: (_, a) => (a.keeperName ? `${a.keeperName} (${a.keeperNumber})` : '-') },
    {
      title: t('adminAsset.col.department'),
      dataIndex: 'departmentId',
      valueType: 'select',
      fieldProps: { options: options.departments.map((d) => ({ value: d.id, label: d.name })), showSearch: true },
      render: (_, a) => a.departmentName || '-',
    },
    {
      title: t('adminAsset.col.status'),
      dataIndex: 'status',
      sorter: true,
      valueType: 'select',
      valueEnum: Object.fromEntries(ASSET_STATUSES.map((s) => [s, { text: t(`adminAsset.status.${s}`), status: { inUse: 'Success', idle: 'Default', repair: 'Warning', scrapped: 'Error' }[s] }])),
    },
    { title: t('adminAsset.col.purchaseDate'), dataIndex: 'purchaseDate', sorter: true, search: false },
    { title: t('adminAsset.col.value'), dataIndex: 'value', sorter: true, search: false, align: 'right' },
    timeColumn(t('adminAsset.updatedAt'), 'updatedAt', { sorter: true }),
    {
      title: t('adminAsset.actions'),
      valueType: 'option',
      width: 200,
      render: (_, a) => (
        <Space size={8}>
          {a.status === 'scrapped' ? null : <AssetForm id={a.id} trigger={<a>{t('adminAsset.edit')}</a>} departments={options.departments} categories={options.categories} onSaved={saved} />}
          <a onClick={() => toLabels([a.id])}>{t('adminAsset.labels')}</a>
          {a.status === 'scrapped' ? null : (
            <Popconfirm
              title={t('adminAsset.scrapConfirm')}
              description={<Input placeholder={t('adminAsset.scrapReason')} maxLength={200} onChange={(e) => (scrapReason.current = e.target.value)} />}
              onOpenChange={(open) => open && (scrapReason.current = '')}
              onConfirm={() => call(asset.scrap, { id: a.id, reason: scrapReason.current }).then(reload, () => undefined)}
            >
              <a style={{ color: '#cf1322' }}>{t('adminAsset.scrap')}</a>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('admin.menu.assets')}>
      <ProTable<AssetRow, Filters>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), preserveSelectedRowKeys: true }}
        tableAlertRender={false}
        request={(p, sort) => {
          const q = { ...(compact({ keyword: p.keyword, category: p.category, status: p.status, departmentId: p.departmentId }) as Filters), sorter: sorterParam(sort, ASSET_SORT_FIELDS) };
          lastQuery.current = q;
          return tableResult(call(asset.list, { ...q, current: p.current ?? 1, pageSize: p.pageSize ?? 20 }));
        }}
        toolBarRender={() => [
          <AssetForm
            key="create"
            trigger={
              <Button type="primary" icon={<PlusOutlined />} data-testid="asset-create">
                {t('adminAsset.create')}
              </Button>
            }
            departments={options.departments}
            categories={options.categories}
            onSaved={saved}
          />,
          <Button key="import" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('adminAsset.import')}
          </Button>,
          <Button key="export" icon={<DownloadOutlined />} onClick={() => void download(asset.export.path, lastQuery.current, 'assets.xlsx')}>
            {t('adminAsset.export')}
          </Button>,
          <Button key="labels" icon={<PrinterOutlined />} onClick={() => (selected.length ? toLabels(selected) : void message.info(t('adminAsset.selectFirst')))}>
            {t('adminAsset.labels')}
          </Button>,
        ]}
      />
      <ImportModal open={importing} onClose={() => setImporting(false)} onDone={saved} />
    </PageContainer>
  );
}
