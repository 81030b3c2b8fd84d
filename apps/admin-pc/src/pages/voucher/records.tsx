/** Write-off records (voucher.records): who held it, who wrote it off, when and where; xlsx export. */
import { voucher, type VoucherRecord } from '@campus/api';
import { t } from '@campus/i18n';
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { history, useSearchParams } from '@umijs/max';
import { Button } from 'antd';
import { useRef } from 'react';
import { useLang } from '@/lib/lang';
import { compact, tableResult, timeColumn } from '@/lib/table';
import { call, download } from '@/services/api';

export default function VoucherRecordsPage() {
  useLang();
  const [params] = useSearchParams();
  const batchId = params.get('batchId') ?? undefined;
  const keyword = useRef<string | undefined>(undefined);
  const columns: ProColumns<VoucherRecord>[] = [
    { title: t('adminVoucher.col.keyword'), dataIndex: 'keyword', hideInTable: true },
    { title: t('adminVoucher.col.code'), dataIndex: 'code', search: false, render: (_, r) => <code>{r.code}</code> },
    { title: t('adminVoucher.col.batch'), dataIndex: 'batchName', search: false },
    { title: t('adminVoucher.col.holder'), dataIndex: 'holderName', search: false },
    { title: t('adminVoucher.col.number'), dataIndex: 'holderNumber', search: false },
    timeColumn(t('adminVoucher.col.usedAt'), 'usedAt'),
    { title: t('adminVoucher.col.usedBy'), dataIndex: 'usedByName', search: false },
    { title: t('adminVoucher.col.place'), dataIndex: 'place', search: false },
  ];
  return (
    <PageContainer title={t('adminVoucher.records')} onBack={() => history.back()}>
      <ProTable<VoucherRecord, { keyword?: string }>
        rowKey="id"
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        toolBarRender={() => [
          <Button key="x" icon={<DownloadOutlined />} onClick={() => void download(voucher.recordsExport.path, compact({ batchId, keyword: keyword.current }), 'voucher-write-offs.xlsx')}>
            {t('adminVoucher.export')}
          </Button>,
        ]}
        request={(p) => {
          keyword.current = p.keyword;
          return tableResult(call(voucher.records, compact({ batchId, keyword: p.keyword, current: p.current ?? 1, pageSize: p.pageSize ?? 20 })));
        }}
      />
    </PageContainer>
  );
}
