/**
 * Roles of this site and their permission maps (the getAllAuth shape). Built-in roles can be
 * edited but not deleted; a role still held by someone cannot be deleted either.
 */
import { admin, type AdminRole } from '@campus/api';
import { t } from '@campus/i18n';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLang } from '@/lib/lang';
import { tableResult, timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { countGranted, type ModuleInfo } from './components/authMap';
import { moduleLabel, subLabel } from './components/AuthMapEditor';
import { RoleFormModal } from './components/RoleFormModal';

export default function RolesPage() {
  useLang();
  const actionRef = useRef<ActionType>(null);
  const [known, setKnown] = useState<ModuleInfo[]>([]);
  const reload = () => void actionRef.current?.reload();

  useEffect(() => {
    call(admin.rolesModules, {}).then((r) => setKnown(r.list), () => undefined);
  }, []);

  const columns: ProColumns<AdminRole>[] = [
    { title: t('adminRoles.name'), dataIndex: 'name', render: (_, r) => <Space>{r.name}{r.builtin && <Tag>{t('adminRoles.builtin')}</Tag>}</Space> },
    { title: t('adminRoles.code'), dataIndex: 'code', copyable: true },
    {
      title: t('adminRoles.permissions'),
      dataIndex: 'auth',
      render: (_, r) =>
        countGranted(r.auth) === 0 ? (
          <Typography.Text type="secondary">{t('adminRoles.none')}</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {Object.entries(r.auth).map(([m, e]) => (
              <Tag key={m} title={e.module.map(subLabel).join(', ')}>
                {moduleLabel(m)} · {e.module.length}
              </Tag>
            ))}
          </Space>
        ),
    },
    { title: t('adminRoles.members'), dataIndex: 'members', width: 90 },
    timeColumn(t('adminRoles.updatedAt'), 'updatedAt'),
    {
      title: t('adminUsers.actions'),
      valueType: 'option',
      width: 140,
      render: (_, r) => [
        <RoleFormModal key="edit" trigger={<a data-testid={`edit-role-${r.code}`}>{t('adminRoles.edit')}</a>} role={r} known={known} onDone={reload} />,
        !r.builtin && r.members === 0 && (
          <Popconfirm
            key="delete"
            title={t('adminRoles.deleteConfirm', { name: r.name })}
            onConfirm={() => call(admin.rolesDelete, { id: r.id }).then(reload, () => undefined)}
          >
            <Typography.Link type="danger">{t('adminRoles.delete')}</Typography.Link>
          </Popconfirm>
        ),
      ],
    },
  ];

  return (
    <PageContainer title={t('admin.menu.roles')}>
      <ProTable<AdminRole>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={false}
        pagination={{ defaultPageSize: 20 }}
        request={() => tableResult(call(admin.rolesList, {}))}
        toolBarRender={() => [
          <RoleFormModal
            key="create"
            trigger={
              <Button type="primary" icon={<PlusOutlined />} data-testid="create-role">
                {t('adminRoles.create')}
              </Button>
            }
            known={known}
            onDone={reload}
          />,
        ]}
      />
    </PageContainer>
  );
}
