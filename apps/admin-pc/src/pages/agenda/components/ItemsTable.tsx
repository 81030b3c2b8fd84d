/** Every group item of the site (or of one group), newest first, with read and confirmation counts; delete abusive ones. */
import { agenda, type AgendaPublished } from '@campus/api';
import { t } from '@campus/i18n';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Popconfirm, Tag, message } from 'antd';
import { useEffect, useRef } from 'react';
import { compact, tableResult, timeColumn } from '@/lib/table';
import { call } from '@/services/api';

type Row = AgendaPublished & { ownerName: string; createdAt: number };

export function ItemsTable({ groupId, version }: { groupId: string | undefined; version: number }) {
  const ref = useRef<ActionType>();
  useEffect(() => {
    ref.current?.reload();
  }, [groupId, version]);
  const remove = (id: string) =>
    call(agenda.adminDeleteItem, { id }).then(
      () => {
        void message.success(t('adminAgenda.deleted'));
        ref.current?.reload();
      },
      () => undefined,
    );
  const columns: ProColumns<Row>[] = [
    { title: t('adminAgenda.col.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminAgenda.col.title'), dataIndex: 'title', search: false },
    { title: t('adminAgenda.col.group'), dataIndex: 'groupName', search: false },
    { title: t('adminAgenda.col.publisher'), dataIndex: 'ownerName', search: false },
    { title: t('adminAgenda.col.start'), dataIndex: 'startDate', search: false, render: (_, i) => `${i.startDate} ${i.allDay ? t('adminAgenda.allDay') : i.startTime}` },
    { title: t('adminAgenda.col.read'), dataIndex: 'read', search: false, render: (_, i) => `${i.read}/${i.total}` },
    { title: t('adminAgenda.col.confirmed'), dataIndex: 'confirmed', search: false, render: (_, i) => (i.needConfirm ? <Tag color="orange">{`${i.confirmed}/${i.total}`}</Tag> : '—') },
    timeColumn(t('adminAgenda.col.createdAt'), 'createdAt'),
    {
      title: '',
      valueType: 'option',
      render: (_, i) => (
        <Popconfirm title={t('adminAgenda.deleteItemConfirm')} onConfirm={() => remove(i.id)}>
          <a>{t('adminAgenda.delete')}</a>
        </Popconfirm>
      ),
    },
  ];
  return (
    <ProTable<Row, { keyword?: string }>
      rowKey="id"
      actionRef={ref}
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      request={(p) => tableResult(call(agenda.adminItems, compact({ keyword: p.keyword, groupId, current: p.current ?? 1, pageSize: p.pageSize ?? 20 })))}
    />
  );
}
