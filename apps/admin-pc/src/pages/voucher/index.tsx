/** Voucher batches of the site (voucher.batches): counters, create/edit, issue at once, and the write-off records. */
import { voucher, type VoucherBatchRow } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Popconfirm, Space, Tag, message } from 'antd';
import { useRef } from 'react';
import { useLang } from '@/lib/lang';
import { compact, tableResult } from '@/lib/table';
import { timeRangeColumn } from '@/lib/time-range';
import { call } from '@/services/api';
import { BatchForm } from './components/BatchForm';

export default function VoucherPage() {
  useLang();
  const ref = useRef<ActionType>();
  const reload = () => ref.current?.reload();

  const columns: ProColumns<VoucherBatchRow>[] = [
    { title: t('adminVoucher.col.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminVoucher.col.name'), dataIndex: 'name', search: false },
    { title: t('adminVoucher.col.benefit'), dataIndex: 'benefit', search: false, width: 110, ellipsis: true },
    timeRangeColumn<VoucherBatchRow>(t('adminVoucher.col.validity'), 'validFrom', 'validTo', { search: false }),
    { title: t('adminVoucher.col.mode'), dataIndex: 'mode', search: false, width: 100, render: (_, b) => <Tag>{t(`adminVoucher.mode.${b.mode}`)}</Tag> },
    // Counts: wide enough for their three-character headings at 1280 px, which wrapped a character a line.
    { title: t('adminVoucher.col.quantity'), dataIndex: 'quantity', search: false, width: 64 },
    { title: t('adminVoucher.col.issuedCount'), dataIndex: 'issued', search: false, width: 64 },
    { title: t('adminVoucher.col.used'), dataIndex: 'used', search: false, width: 76 },
    { title: t('adminVoucher.col.remaining'), dataIndex: 'remaining', search: false, width: 64 },
    {
      title: t('adminVoucher.col.action'),
      valueType: 'option',
      width: 140,
      render: (_, b) => (
        <Space size={[8, 0]} wrap style={{ whiteSpace: 'nowrap' }}>
          <BatchForm id={b.id} trigger={<a>{t('adminVoucher.edit')}</a>} onSaved={reload} />
          {b.mode === 'issue' ? (
            <Popconfirm
              title={t('adminVoucher.issueConfirm')}
              onConfirm={() =>
                void call(voucher.issue, { batchId: b.id }).then((r) => {
                  message.success(t('adminVoucher.issued', { n: r.issued }));
                  reload();
                }, () => undefined)
              }
            >
              <a>{t('adminVoucher.issue')}</a>
            </Popconfirm>
          ) : null}
          <a onClick={() => history.push(`/booking/voucher/records?batchId=${b.id}`)}>{t('adminVoucher.records')}</a>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('adminVoucher.title')}>
      <ProTable<VoucherBatchRow, { keyword?: string }>
        rowKey="id"
        actionRef={ref}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        headerTitle={t('adminVoucher.batches')}
        toolBarRender={() => [
          <Button key="records" onClick={() => history.push('/booking/voucher/records')}>
            {t('adminVoucher.records')}
          </Button>,
          <BatchForm key="new" trigger={<Button type="primary">{t('adminVoucher.new')}</Button>} onSaved={reload} />,
        ]}
        request={(p) => tableResult(call(voucher.batches, compact({ keyword: p.keyword, current: p.current ?? 1, pageSize: p.pageSize ?? 20 })))}
      />
    </PageContainer>
  );
}
