/** Photo collections (photoCollection.manage): the site's collections, most recently updated first. */
import { media, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Image, Popconfirm } from 'antd';
import { useRef } from 'react';
import { timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { CollectionDrawer } from './components/CollectionDrawer';

type Collection = OutputOf<typeof media.collectionList>['list'][number];

export function CollectionsTab() {
  const actionRef = useRef<ActionType>(null);
  const reload = () => void actionRef.current?.reload();
  const remove = (c: Collection) => call(media.collectionRemove, { id: c.id }).then(reload, () => undefined);

  const columns: ProColumns<Collection>[] = [
    {
      title: t('adminMedia.collection.cover'),
      dataIndex: 'cover',
      width: 110,
      render: (_, c) => (c.cover ? <Image src={c.cover} width={96} height={64} style={{ objectFit: 'cover' }} /> : '-'),
    },
    { title: t('adminMedia.collection.title'), dataIndex: 'title', ellipsis: true },
    { title: t('adminMedia.collection.description'), dataIndex: 'description', ellipsis: true },
    { title: t('adminMedia.collection.count'), dataIndex: 'count', width: 100 },
    timeColumn(t('adminMedia.updatedAt'), 'updatedAt'),
    {
      title: t('adminMedia.actions.title'),
      valueType: 'option',
      width: 140,
      render: (_, c) => [
        <CollectionDrawer key="edit" id={c.id} onDone={reload} trigger={<a data-testid={`collection-edit-${c.id}`}>{t('adminMedia.actions.edit')}</a>} />,
        <Popconfirm key="remove" title={t('adminMedia.collection.removeConfirm', { title: c.title })} onConfirm={() => remove(c)}>
          <a data-testid={`collection-remove-${c.id}`} style={{ color: '#ff4d4f' }}>
            {t('adminMedia.actions.remove')}
          </a>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <ProTable<Collection>
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      search={false}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      toolBarRender={() => [
        <CollectionDrawer
          key="create"
          onDone={reload}
          trigger={
            <Button type="primary" icon={<PlusOutlined />} data-testid="collection-create">
              {t('adminMedia.collection.create')}
            </Button>
          }
        />,
      ]}
      request={async (p) => {
        try {
          const res = await call(media.collectionList, { current: p.current ?? 1, pageSize: p.pageSize ?? 20 });
          return { data: res.list, total: res.total, success: true };
        } catch {
          return { data: [], total: 0, success: false };
        }
      }}
    />
  );
}
