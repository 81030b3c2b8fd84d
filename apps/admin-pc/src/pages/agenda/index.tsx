/** Group agendas (agenda.manage): the site's groups and group items, to remove abusive ones. Personal items stay private. */
import { t } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useLang } from '@/lib/lang';
import { GroupsTable } from './components/GroupsTable';
import { ItemsTable } from './components/ItemsTable';

export default function AgendaPage() {
  useLang();
  const [tab, setTab] = useState('groups');
  const [groupId, setGroupId] = useState<string | undefined>();
  const [version, setVersion] = useState(0);
  return (
    <PageContainer title={t('adminAgenda.title')}>
      <Alert type="info" showIcon message={t('adminAgenda.hint')} style={{ marginBottom: 16 }} />
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          if (k === 'items') setVersion((v) => v + 1);
        }}
        items={[
          {
            key: 'groups',
            label: t('adminAgenda.groups'),
            children: (
              <GroupsTable
                onShowItems={(id) => {
                  setGroupId(id);
                  setTab('items');
                }}
                onChanged={() => setVersion((v) => v + 1)}
              />
            ),
          },
          {
            key: 'items',
            label: (
              <>
                {t('adminAgenda.items')}
                {groupId ? (
                  <Tag closable style={{ marginLeft: 8 }} onClose={() => setGroupId(undefined)}>
                    {t('adminAgenda.col.group')}
                  </Tag>
                ) : null}
              </>
            ),
            children: <ItemsTable groupId={groupId} version={version} />,
          },
        ]}
      />
    </PageContainer>
  );
}
