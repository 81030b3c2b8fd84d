/** Videos (video.manage): every video of the site, published or not, with search and paging. */
import { media, type Video } from '@campus/api';
import { t } from '@campus/i18n';
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Image, Popconfirm, Tag } from 'antd';
import { useRef } from 'react';
import { timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { VideoDrawer } from './components/VideoDrawer';

export function VideosTab() {
  const actionRef = useRef<ActionType>(null);
  const reload = () => void actionRef.current?.reload();
  const remove = (v: Video) => call(media.videoRemove, { id: v.id }).then(reload, () => undefined);

  const columns: ProColumns<Video>[] = [
    { title: t('adminMedia.search'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('adminMedia.searchHelp') } },
    {
      title: t('adminMedia.video.cover'),
      dataIndex: 'cover',
      search: false,
      width: 110,
      render: (_, v) => (v.cover ? <Image src={v.cover} width={96} height={54} style={{ objectFit: 'cover' }} /> : '-'),
    },
    { title: t('adminMedia.video.title'), dataIndex: 'title', search: false, ellipsis: true },
    {
      title: t('adminMedia.video.status'),
      dataIndex: 'published',
      search: false,
      width: 110,
      render: (_, v) =>
        v.published ? <Tag color="success">{t('adminMedia.video.statusPublished')}</Tag> : <Tag>{t('adminMedia.video.statusHidden')}</Tag>,
    },
    { title: t('adminMedia.video.views'), dataIndex: 'views', search: false, width: 110 },
    timeColumn(t('adminMedia.updatedAt'), 'updatedAt'),
    {
      title: t('adminMedia.actions.title'),
      valueType: 'option',
      width: 140,
      render: (_, v) => [
        <VideoDrawer key="edit" video={v} onDone={reload} trigger={<a data-testid={`video-edit-${v.id}`}>{t('adminMedia.actions.edit')}</a>} />,
        <Popconfirm key="remove" title={t('adminMedia.video.removeConfirm', { title: v.title })} onConfirm={() => remove(v)}>
          <a data-testid={`video-remove-${v.id}`} style={{ color: '#ff4d4f' }}>
            {t('adminMedia.actions.remove')}
          </a>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <ProTable<Video, { keyword?: string }>
      rowKey="id"
      actionRef={actionRef}
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      toolBarRender={() => [
        <VideoDrawer
          key="create"
          onDone={reload}
          trigger={
            <Button type="primary" icon={<PlusOutlined />} data-testid="video-create">
              {t('adminMedia.video.create')}
            </Button>
          }
        />,
      ]}
      request={async (p) => {
        const keyword = p.keyword?.trim();
        try {
          const res = await call(media.videoList, { current: p.current ?? 1, pageSize: p.pageSize ?? 20, all: true, ...(keyword ? { keyword } : {}) });
          return { data: res.list, total: res.total, success: true };
        } catch {
          return { data: [], total: 0, success: false };
        }
      }}
    />
  );
}
