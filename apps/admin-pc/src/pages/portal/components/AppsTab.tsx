/** The directory's apps: search by name or category, edit, delete; how often each was opened. */
import { portal, type PortalApp, type PortalCategory } from '@campus/api';
import { t } from '@campus/i18n';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useRef } from 'react';
import { compact, tableResult } from '@/lib/table';
import { call } from '@/services/api';
import { AppForm } from './AppForm';

export function AppsTab(props: { categories: PortalCategory[]; roles: { value: string; label: string }[]; onChanged: () => void }) {
  const ref = useRef<ActionType>();
  const reload = () => {
    ref.current?.reload();
    props.onChanged();
  };
  const catName = (id: string | null) => props.categories.find((c) => c.id === id)?.name ?? '';
  const columns: ProColumns<PortalApp>[] = [
    { title: t('adminPortal.col.name'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminPortal.col.category'), dataIndex: 'categoryId', valueType: 'select', fieldProps: { options: props.categories.map((c) => ({ value: c.id, label: c.name })) }, render: (_, a) => catName(a.categoryId) },
    { title: t('adminPortal.col.icon'), dataIndex: 'icon', search: false, width: 60 },
    { title: t('adminPortal.col.name'), dataIndex: 'name', search: false },
    { title: t('adminPortal.col.kind'), dataIndex: 'kind', search: false, render: (_, a) => t(`adminPortal.kind.${a.kind}`) },
    { title: t('adminPortal.col.target'), dataIndex: 'target', search: false, ellipsis: true },
    { title: t('adminPortal.col.ssoMethod'), dataIndex: 'ssoMethod', search: false },
    { title: t('adminPortal.col.roles'), dataIndex: 'roles', search: false, render: (_, a) => (a.roles.length ? a.roles.map((r) => <Tag key={r}>{r}</Tag>) : t('adminPortal.everyone')) },
    { title: t('adminPortal.col.enabled'), dataIndex: 'enabled', search: false, render: (_, a) => (a.enabled ? <Tag color="green">{t('adminPortal.enabled')}</Tag> : <Tag>{t('adminPortal.disabled')}</Tag>) },
    { title: t('adminPortal.col.uses'), dataIndex: 'uses', search: false, width: 90 },
    {
      title: '',
      valueType: 'option',
      render: (_, a) => (
        <Space size={4}>
          <AppForm app={a} categories={props.categories} roles={props.roles} trigger={<a>{t('adminPortal.edit')}</a>} onSaved={reload} />
          <Popconfirm title={t('adminPortal.deleteConfirm')} onConfirm={() => void call(portal.deleteApp, { id: a.id }).then(reload, () => undefined)}>
            <a>{t('adminPortal.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ProTable<PortalApp, { keyword?: string; categoryId?: string }>
      rowKey="id"
      actionRef={ref}
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      toolBarRender={() => [<AppForm key="new" categories={props.categories} roles={props.roles} trigger={<Button type="primary">{t('adminPortal.newApp')}</Button>} onSaved={reload} />]}
      request={(p) => tableResult(call(portal.adminApps, compact({ keyword: p.keyword, categoryId: p.categoryId, current: p.current ?? 1, pageSize: p.pageSize ?? 20 })))}
    />
  );
}
