/** Every group of the site, newest first: who owns it, how many members and items; open its items or delete it. */
import { agenda, type AgendaGroup } from '@campus/api';
import { t } from '@campus/i18n';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Popconfirm, Space, message } from 'antd';
import { useRef } from 'react';
import { compact, tableResult, timeColumn } from '@/lib/table';
import { call } from '@/services/api';

type Row = AgendaGroup & { items: number };

export function GroupsTable({ onShowItems, onChanged }: { onShowItems(groupId: string): void; onChanged(): void }) {
  const ref = useRef<ActionType>();
  const remove = (id: string) =>
    call(agenda.adminDeleteGroup, { id }).then(
      () => {
        void message.success(t('adminAgenda.deleted'));
        ref.current?.reload();
        onChanged();
      },
      () => undefined,
    );
  const columns: ProColumns<Row>[] = [
    { title: t('adminAgenda.col.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminAgenda.col.name'), dataIndex: 'name', search: false },
    { title: t('adminAgenda.col.owner'), dataIndex: 'ownerName', search: false },
    { title: t('adminAgenda.col.members'), dataIndex: 'members', search: false, width: 90 },
    { title: t('adminAgenda.col.items'), dataIndex: 'items', search: false, width: 90 },
    timeColumn(t('adminAgenda.col.createdAt'), 'createdAt'),
    {
      title: '',
      valueType: 'option',
      render: (_, g) => (
        <Space size={4}>
          <a onClick={() => onShowItems(g.id)}>{t('adminAgenda.viewItems')}</a>
          <Popconfirm title={t('adminAgenda.deleteGroupConfirm')} onConfirm={() => remove(g.id)}>
            <a>{t('adminAgenda.delete')}</a>
          </Popconfirm>
        </Space>
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
      request={(p) => tableResult(call(agenda.adminGroups, compact({ keyword: p.keyword, current: p.current ?? 1, pageSize: p.pageSize ?? 20 })))}
    />
  );
}
