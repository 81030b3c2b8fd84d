/**
 * Content management: one tab per kind the user manages (news: news.manage; notices,
 * announcements, hot issues, boda lists and pages: notice.manage). Each tab is a ProTable on
 * content.manageList with status filter, category, search, paging and sorting; create and edit
 * in a drawer; publish, schedule, withdraw, pin, preview, statistics; categories per kind.
 */
import { CONTENT_SORT_FIELDS, content, type ContentCategory, type ContentItem, type ContentKind } from '@campus/api';
import { t } from '@campus/i18n';
import { PlusOutlined, PushpinFilled } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useAccess, useSearchParams } from '@umijs/max';
import { Button, Space, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleAccess } from '@/access';
import { useLang } from '@/lib/lang';
import { compact, sorterParam, timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { describeAudience } from './components/audience';
import { useAudienceOptions } from './components/audienceOptions';
import { CategoriesModal } from './components/CategoriesModal';
import { ContentDrawer } from './components/ContentDrawer';
import { kindsFor } from './components/kinds';
import { RowActions } from './components/RowActions';

type StatusFilter = 'draft' | 'published' | 'scheduled' | 'withdrawn';

interface Filters {
  keyword?: string;
  status?: StatusFilter;
  categoryId?: string;
}

function statusOf(item: ContentItem): StatusFilter {
  return item.scheduled ? 'scheduled' : item.status;
}

const STATUS_COLOR: Record<StatusFilter, string> = { draft: 'default', published: 'success', scheduled: 'processing', withdrawn: 'warning' };

export default function ContentPage() {
  useLang();
  const access = useAccess() as ConsoleAccess;
  const kinds = kindsFor(access);
  const [params, setParams] = useSearchParams();
  const requested = params.get('kind') as ContentKind | null;
  const kind: ContentKind = requested && kinds.includes(requested) ? requested : (kinds[0] ?? 'notice');
  const audienceOptions = useAudienceOptions();
  const [categories, setCategories] = useState<ContentCategory[]>([]);
  const [managing, setManaging] = useState(false);
  const actionRef = useRef<ActionType>(null);
  const reload = () => void actionRef.current?.reload();

  const loadCategories = useCallback(() => {
    void call(content.categoryList, { kind }, { silent: true }).then((r) => setCategories(r.list), () => setCategories([]));
  }, [kind]);
  useEffect(loadCategories, [loadCategories]);

  const names = (part: 'departments' | 'classes', id: string) => audienceOptions[part]?.find((o) => o.value === id)?.label ?? id;
  const statusEnum = Object.fromEntries(
    (['draft', 'published', 'scheduled', 'withdrawn'] as const).map((s) => [s, { text: t(`adminContent.status.${s}`) }]),
  );

  const columns: ProColumns<ContentItem>[] = [
    { title: t('adminContent.search'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('adminContent.searchHelp') } },
    {
      title: t('adminContent.fields.title'),
      dataIndex: 'title',
      sorter: true,
      search: false,
      ellipsis: true,
      render: (_, r) => (
        <Space size={4}>
          {r.pinned && <PushpinFilled style={{ color: '#fa541c' }} aria-label={t('adminContent.fields.pinned')} />}
          <span>{r.title}</span>
          {r.required && <Tag color="red">{t('adminContent.requiredTag')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('adminContent.fields.category'),
      dataIndex: 'categoryId',
      valueType: 'select',
      fieldProps: { options: categories.map((c) => ({ value: c.id, label: c.name })) },
      render: (_, r) => r.categoryName || '-',
      width: 120,
    },
    {
      title: t('adminContent.fields.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: statusEnum,
      width: 110,
      render: (_, r) => <Tag color={STATUS_COLOR[statusOf(r)]}>{t(`adminContent.status.${statusOf(r)}`)}</Tag>,
    },
    {
      title: t('adminContent.fields.audience'),
      dataIndex: 'audience',
      search: false,
      ellipsis: true,
      render: (_, r) => describeAudience(r.audience, names),
    },
    timeColumn(t('adminContent.fields.publishAt'), 'publishAt', { sorter: true }),
    timeColumn(t('adminContent.fields.expireAt'), 'expireAt'),
    { title: t('adminContent.fields.views'), dataIndex: 'views', sorter: true, search: false, width: 80 },
    timeColumn(t('adminContent.fields.updatedAt'), 'updatedAt', { sorter: true }),
    {
      title: t('adminContent.actions.title'),
      valueType: 'option',
      width: 230,
      fixed: 'right',
      render: (_, r) => <RowActions item={r} categories={categories} audienceOptions={audienceOptions} canStats={access.canContentStats} reload={reload} />,
    },
  ];

  return (
    <PageContainer
      title={t('admin.menu.content')}
      tabActiveKey={kind}
      tabList={kinds.map((k) => ({ key: k, tab: <span data-testid={`kind-${k}`}>{t(`adminContent.kinds.${k}`)}</span> }))}
      onTabChange={(k) => setParams({ kind: k })}
    >
      <ProTable<ContentItem, Filters>
        key={kind}
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        scroll={{ x: 1300 }}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async (p, sort) => {
          try {
            const res = await call(content.manageList, {
              kind,
              ...compact({ keyword: p.keyword, status: p.status, categoryId: p.categoryId }),
              sorter: sorterParam(sort, CONTENT_SORT_FIELDS),
              current: p.current ?? 1,
              pageSize: p.pageSize ?? 20,
            });
            return { data: res.list, total: res.total, success: true };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
        toolBarRender={() => [
          <Button key="categories" onClick={() => setManaging(true)} data-testid="manage-categories">
            {t('adminContent.categories.manage')}
          </Button>,
          <ContentDrawer
            key="create"
            kind={kind}
            categories={categories}
            audienceOptions={audienceOptions}
            onDone={reload}
            trigger={
              <Button type="primary" icon={<PlusOutlined />} data-testid="create-content">
                {t('adminContent.create', { kind: t(`adminContent.kinds.${kind}`) })}
              </Button>
            }
          />,
        ]}
      />
      <CategoriesModal kind={kind} open={managing} onClose={() => setManaging(false)} onChanged={loadCategories} />
    </PageContainer>
  );
}
