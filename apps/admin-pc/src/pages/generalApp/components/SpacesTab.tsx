/** generalAppPc/manage: every space of the site; edit opens generalAppPc/information. */
import { GA_CATEGORIES, generalApp, type GaSpace } from '@campus/api';
import { t } from '@campus/i18n';
import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Tag } from 'antd';
import { compact, tableResult } from '@/lib/table';
import { call } from '@/services/api';
import { weekHours } from './logic';

type Row = GaSpace & { sort: number };

export function SpacesTab() {
  const yes = (v: boolean) =>
    v ? <Tag color="blue">{t('adminGeneralApp.yes')}</Tag> : <Tag>{t('adminGeneralApp.no')}</Tag>;
  const columns: ProColumns<Row>[] = [
    { title: t('adminGeneralApp.field.name'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminGeneralApp.field.name'), dataIndex: 'name', search: false, width: 200 },
    {
      title: t('adminGeneralApp.col.category'),
      dataIndex: 'category',
      valueType: 'select',
      valueEnum: Object.fromEntries(GA_CATEGORIES.map((c) => [c, { text: t(`adminGeneralApp.category.${c}`) }])),
      width: 110,
    },
    { title: t('adminGeneralApp.col.location'), dataIndex: 'location', search: false, ellipsis: true },
    {
      title: t('adminGeneralApp.col.capacity'),
      dataIndex: 'capacity',
      search: false,
      width: 120,
      render: (_, r) => (r.whole ? t('adminGeneralApp.col.wholeCapacity', { n: r.capacity }) : r.capacity),
    },
    {
      title: t('adminGeneralApp.field.hours'),
      dataIndex: 'hours',
      search: false,
      ellipsis: true,
      render: (_, r) => weekHours(r.hours),
    },
    {
      title: t('adminGeneralApp.col.approval'),
      dataIndex: 'approval',
      search: false,
      width: 80,
      render: (_, r) => yes(r.approval),
    },
    {
      title: t('adminGeneralApp.col.checkin'),
      dataIndex: 'checkin',
      search: false,
      width: 80,
      render: (_, r) => yes(r.checkin),
    },
    {
      title: t('adminGeneralApp.col.enabled'),
      dataIndex: 'enabled',
      search: false,
      width: 80,
      render: (_, r) => yes(r.enabled),
    },
    {
      title: t('adminGeneralApp.col.actions'),
      valueType: 'option',
      width: 90,
      render: (_, r) => [
        <a
          key="edit"
          onClick={() => history.push(`/booking/generalApp/information?id=${encodeURIComponent(r.id)}`)}
          data-testid="ga-space-edit"
        >
          {t('adminGeneralApp.action.edit')}
        </a>,
      ],
    },
  ];
  return (
    <ProTable<Row, { keyword?: string; category?: GaSpace['category'] }>
      rowKey="id"
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20 }}
      request={(p) =>
        tableResult(
          call(generalApp.manageSpaces, {
            ...compact({ keyword: p.keyword, category: p.category }),
            current: p.current ?? 1,
            pageSize: p.pageSize ?? 20,
          }),
        )
      }
      toolBarRender={() => [
        <Button
          key="new"
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => history.push('/booking/generalApp/information')}
          data-testid="ga-space-new"
        >
          {t('adminGeneralApp.action.create')}
        </Button>,
      ]}
    />
  );
}
