/** Accounts whose passage is blocked: block one with a reason (optionally until a time), lift a block. */
import { campusCode, type CodeBlock } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDateTimePicker, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm } from 'antd';
import { useRef } from 'react';
import { tableResult, timeColumn, toSeconds } from '@/lib/table';
import { call } from '@/services/api';
import { timeText } from '@/lib/time';

export function BlockTable() {
  const ref = useRef<ActionType>();
  const reload = () => ref.current?.reload();
  const columns: ProColumns<CodeBlock>[] = [
    { title: t('adminCampusCode.col.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminCampusCode.col.name'), dataIndex: ['holder', 'name'], search: false },
    { title: t('adminCampusCode.col.number'), dataIndex: ['holder', 'number'], search: false, render: (_, b) => b.holder.number || b.holder.username },
    { title: t('adminCampusCode.col.department'), dataIndex: ['holder', 'department'], search: false },
    { title: t('adminCampusCode.col.reason'), dataIndex: 'reason', search: false },
    { title: t('adminCampusCode.col.until'), dataIndex: 'until', search: false, render: (_, b) => (b.until ? timeText(b.until) : t('adminCampusCode.forever')) },
    { title: t('adminCampusCode.col.by'), dataIndex: 'byName', search: false },
    timeColumn(t('adminCampusCode.col.blockedAt'), 'at'),
    {
      title: '',
      valueType: 'option',
      render: (_, b) => (
        <Popconfirm title={t('adminCampusCode.unblockConfirm')} onConfirm={() => void call(campusCode.unblock, { id: b.id }).then(reload, () => undefined)}>
          <a>{t('adminCampusCode.unblock')}</a>
        </Popconfirm>
      ),
    },
  ];
  return (
    <ProTable<CodeBlock, { keyword?: string }>
      rowKey="id"
      actionRef={ref}
      columns={columns}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20 }}
      toolBarRender={() => [
        <ModalForm<{ account: string; reason: string; until?: string }>
          key="block"
          title={t('adminCampusCode.block')}
          width={480}
          modalProps={{ destroyOnClose: true }}
          trigger={<Button type="primary" danger>{t('adminCampusCode.block')}</Button>}
          onFinish={async (v) => {
            await call(campusCode.block, { account: v.account, reason: v.reason, until: toSeconds(v.until) });
            reload();
            return true;
          }}
        >
          <ProFormText name="account" label={t('adminCampusCode.col.account')} rules={[{ required: true, max: 64 }]} />
          <ProFormTextArea name="reason" label={t('adminCampusCode.col.reason')} rules={[{ required: true, max: 200 }]} />
          <ProFormDateTimePicker name="until" label={t('adminCampusCode.col.until')} />
        </ModalForm>,
      ]}
      request={(p) => tableResult(call(campusCode.blocks, { keyword: p.keyword || undefined, current: p.current ?? 1, pageSize: p.pageSize ?? 20 }))}
    />
  );
}
