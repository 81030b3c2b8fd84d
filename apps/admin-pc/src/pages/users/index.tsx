/**
 * Users of this site: server-side search, filters, paging and sorting (admin.usersList); create,
 * edit, roles, reset password, disable / enable; import from and export to xlsx.
 */
import { admin, USER_SORT_FIELDS, type AdminUser, type USER_KINDS } from '@campus/api';
import { t } from '@campus/i18n';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useModel } from '@umijs/max';
import { Button, Tag } from 'antd';
import { useRef, useState } from 'react';
import type { ConsoleAccess } from '@/access';
import { useLang } from '@/lib/lang';
import { compact, sorterParam, timeColumn } from '@/lib/table';
import { call, download } from '@/services/api';
import { ImportModal } from './components/ImportModal';
import { useUserOptions } from './components/options';
import { RowActions } from './components/RowActions';
import { kindOptions, UserFormModal } from './components/UserFormModal';

interface Filters {
  keyword?: string;
  status?: 'active' | 'disabled';
  kind?: (typeof USER_KINDS)[number];
  roleId?: string;
  departmentId?: string;
}

export default function UsersPage() {
  useLang();
  const access = useAccess() as ConsoleAccess;
  const { initialState } = useModel('@@initialState');
  const options = useUserOptions(access.canRoles);
  const actionRef = useRef<ActionType>(null);
  const lastFilters = useRef<Filters>({});
  const [importing, setImporting] = useState(false);
  const reload = () => void actionRef.current?.reload();

  const kindEnum = Object.fromEntries(kindOptions().map((o) => [o.value, { text: o.label }]));
  const columns: ProColumns<AdminUser>[] = [
    { title: t('common.search'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('adminUsers.keywordHelp') } },
    { title: t('adminUsers.username'), dataIndex: 'username', sorter: true, search: false, copyable: true },
    { title: t('adminUsers.name'), dataIndex: 'name', sorter: true, search: false },
    { title: t('adminUsers.number'), dataIndex: 'number', sorter: true, search: false },
    { title: t('adminUsers.kind'), dataIndex: 'kind', sorter: true, valueType: 'select', valueEnum: kindEnum },
    {
      title: t('adminUsers.department'),
      dataIndex: 'departmentId',
      valueType: 'select',
      fieldProps: { options: options.departments.map((d) => ({ value: d.id, label: d.name })), showSearch: true },
      render: (_, u) => [u.departmentName, u.className].filter(Boolean).join(' / ') || '-',
    },
    {
      title: t('adminUsers.roles'),
      dataIndex: 'roleId',
      valueType: 'select',
      hideInSearch: !options.roles,
      fieldProps: { options: (options.roles ?? []).map((r) => ({ value: r.id, label: r.name })) },
      render: (_, u) => (
        <>
          {u.isSuper && <Tag color="red">{t('adminUsers.isSuper')}</Tag>}
          {u.roles.map((r) => (
            <Tag key={r.id}>{r.name}</Tag>
          ))}
        </>
      ),
    },
    {
      title: t('adminUsers.status'),
      dataIndex: 'status',
      sorter: true,
      valueType: 'select',
      valueEnum: {
        active: { text: t('adminUsers.active'), status: 'Success' },
        disabled: { text: t('adminUsers.disabled'), status: 'Error' },
      },
    },
    timeColumn(t('adminUsers.createdAt'), 'createdAt', { sorter: true }),
    {
      title: t('adminUsers.actions'),
      valueType: 'option',
      width: 260,
      render: (_, u) => (
        <RowActions user={u} options={options} isSuper={access.isSuper} selfId={initialState?.user?.id} reload={reload} />
      ),
    },
  ];

  return (
    <PageContainer title={t('admin.menu.users')}>
      <ProTable<AdminUser, Filters>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async (params, sort) => {
          const filters = compact({
            keyword: params.keyword,
            status: params.status,
            kind: params.kind,
            roleId: params.roleId,
            departmentId: params.departmentId,
          }) as Filters;
          lastFilters.current = filters;
          try {
            const res = await call(admin.usersList, {
              ...filters,
              sorter: sorterParam(sort, USER_SORT_FIELDS),
              current: params.current ?? 1,
              pageSize: params.pageSize ?? 20,
            });
            return { data: res.list, total: res.total, success: true };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
        toolBarRender={() => [
          <UserFormModal
            key="create"
            trigger={
              <Button type="primary" icon={<PlusOutlined />} data-testid="create-user">
                {t('adminUsers.create')}
              </Button>
            }
            options={options}
            isSuper={access.isSuper}
            onDone={reload}
          />,
          <Button key="import" icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('adminUsers.import')}
          </Button>,
          <Button
            key="export"
            icon={<DownloadOutlined />}
            onClick={() => void download(admin.usersExport.path, lastFilters.current, 'users.xlsx')}
          >
            {t('adminUsers.export')}
          </Button>,
        ]}
      />
      <ImportModal open={importing} onClose={() => setImporting(false)} onDone={reload} />
    </PageContainer>
  );
}
