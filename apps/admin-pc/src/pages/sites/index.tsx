/** Sites (schools) are data: the super-administrator lists, creates and edits their profiles here. */
import { admin, type AdminSite } from '@campus/api';
import { t } from '@campus/i18n';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Space, Tag } from 'antd';
import { useRef } from 'react';
import { useLang } from '@/lib/lang';
import { tableResult, timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { SiteDrawer } from './components/SiteDrawer';

export default function SitesPage() {
  useLang();
  const actionRef = useRef<ActionType>(null);
  const reload = () => void actionRef.current?.reload();
  const columns: ProColumns<AdminSite>[] = [
    { title: t('adminSites.id'), dataIndex: 'id', render: (_, s) => <Space>{s.id}{s.isDefault && <Tag color="blue">{t('adminSites.default')}</Tag>}</Space> },
    { title: t('adminSites.name'), dataIndex: 'name' },
    { title: t('adminSites.loginPath'), dataIndex: 'loginPath', ellipsis: true },
    {
      title: t('adminSites.flags'),
      dataIndex: 'flags',
      render: (_, s) => (
        <Space size={[4, 4]} wrap>
          {s.flags.hideAddService && <Tag>{t('adminSites.hideAddService')}</Tag>}
          {s.flags.showMoveTips && <Tag>{t('adminSites.showMoveTips')}</Tag>}
          {s.flags.hiddenModules.length > 0 && <Tag>{t('adminSites.hiddenCount', { n: s.flags.hiddenModules.length })}</Tag>}
        </Space>
      ),
    },
    { title: t('adminSites.users'), dataIndex: 'users', width: 90 },
    timeColumn(t('adminSites.updatedAt'), 'updatedAt'),
    {
      title: t('adminUsers.actions'),
      valueType: 'option',
      width: 90,
      render: (_, s) => [<SiteDrawer key="edit" trigger={<a data-testid={`edit-site-${s.id}`}>{t('adminSites.edit')}</a>} site={s} onDone={reload} />],
    },
  ];
  return (
    <PageContainer title={t('admin.menu.sites')}>
      <ProTable<AdminSite>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={false}
        pagination={{ defaultPageSize: 20 }}
        request={() => tableResult(call(admin.sitesList, {}))}
        toolBarRender={() => [
          <SiteDrawer
            key="create"
            trigger={
              <Button type="primary" icon={<PlusOutlined />}>
                {t('adminSites.create')}
              </Button>
            }
            onDone={reload}
          />,
        ]}
      />
    </PageContainer>
  );
}
