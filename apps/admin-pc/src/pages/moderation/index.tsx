/**
 * Photo wall moderation (photowall.moderate): the queue of new and reported photos with the
 * reporters' reasons; approve, reject or remove each (media.photoModerate).
 */
import { media, type Photo } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Image, Popconfirm, Space, Tag, Typography } from 'antd';
import { useRef } from 'react';
import { useLang } from '@/lib/lang';
import { timeColumn } from '@/lib/table';
import { call } from '@/services/api';

type QueuedPhoto = Photo & { reasons: string[] };
type Action = 'approve' | 'reject' | 'remove';

const STATUS_COLOR: Record<Photo['status'], string> = { pending: 'processing', approved: 'success', rejected: 'warning', removed: 'error' };

export default function ModerationPage() {
  useLang();
  const actionRef = useRef<ActionType>(null);
  const act = (p: QueuedPhoto, action: Action) =>
    call(media.photoModerate, { id: p.id, action }).then(
      () => void actionRef.current?.reload(),
      () => undefined,
    );

  const columns: ProColumns<QueuedPhoto>[] = [
    {
      title: t('adminContent.moderation.photo'),
      dataIndex: 'url',
      width: 140,
      render: (_, p) => <Image src={p.url} width={120} height={90} style={{ objectFit: 'cover' }} alt={p.caption} />,
    },
    { title: t('adminContent.moderation.caption'), dataIndex: 'caption', ellipsis: true },
    { title: t('adminContent.moderation.author'), dataIndex: 'author', width: 140 },
    {
      title: t('adminContent.moderation.why'),
      dataIndex: 'reasons',
      render: (_, p) =>
        p.reports > 0 ? (
          <Space direction="vertical" size={2}>
            <Tag color="red">{t('adminContent.moderation.reported', { n: p.reports })}</Tag>
            {p.reasons.map((r, i) => (
              <Typography.Text key={i} type="secondary">
                {r}
              </Typography.Text>
            ))}
          </Space>
        ) : (
          <Tag color="blue">{t('adminContent.moderation.new')}</Tag>
        ),
    },
    {
      title: t('adminContent.moderation.status'),
      dataIndex: 'status',
      width: 100,
      render: (_, p) => <Tag color={STATUS_COLOR[p.status]}>{t(`adminContent.moderation.statuses.${p.status}`)}</Tag>,
    },
    { title: t('adminContent.moderation.likes'), dataIndex: 'likes', width: 80 },
    timeColumn(t('adminContent.moderation.createdAt'), 'createdAt'),
    {
      title: t('adminContent.actions.title'),
      valueType: 'option',
      width: 200,
      render: (_, p) => [
        <a key="approve" data-testid={`approve-${p.id}`} onClick={() => void act(p, 'approve')}>
          {t('adminContent.moderation.approve')}
        </a>,
        <Popconfirm key="reject" title={t('adminContent.moderation.rejectConfirm')} onConfirm={() => act(p, 'reject')}>
          <a data-testid={`reject-${p.id}`}>{t('adminContent.moderation.reject')}</a>
        </Popconfirm>,
        <Popconfirm key="remove" title={t('adminContent.moderation.removeConfirm')} onConfirm={() => act(p, 'remove')}>
          <a data-testid={`remove-${p.id}`} style={{ color: '#ff4d4f' }}>
            {t('adminContent.moderation.remove')}
          </a>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <PageContainer title={t('admin.menu.moderation')} content={t('adminContent.moderation.help')}>
      <ProTable<QueuedPhoto>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={false}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async (p) => {
          try {
            const res = await call(media.photoQueue, { current: p.current ?? 1, pageSize: p.pageSize ?? 20 });
            return { data: res.list, total: res.total, success: true };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
      />
    </PageContainer>
  );
}
