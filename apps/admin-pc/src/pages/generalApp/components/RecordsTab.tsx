/** generalAppPc/record: appointment records by space, date range, state and applicant, with xlsx export. */
import { generalApp, type GaAppointmentAdmin, type GaStatus } from '@campus/api';
import { t } from '@campus/i18n';
import { DownloadOutlined } from '@ant-design/icons';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button } from 'antd';
import { useRef } from 'react';
import { compact, tableResult } from '@/lib/table';
import { call, download } from '@/services/api';
import { appointmentColumns } from './columns';
import { timeText } from '@/lib/time';
import { useSpaceOptions } from './useSpaces';

interface Filters {
  spaceId?: string;
  range?: [string, string];
  status?: GaStatus;
  keyword?: string;
}

const HIDDEN_AT_FIRST = { attendees: { show: false }, checkedAt: { show: false } };

export function RecordsTab() {
  const spaces = useSpaceOptions();
  const last = useRef<Record<string, unknown>>({});
  const columns: ProColumns<GaAppointmentAdmin>[] = [
    { title: t('adminGeneralApp.col.keyword'), dataIndex: 'keyword', hideInTable: true },
    {
      title: t('adminGeneralApp.col.space'),
      dataIndex: 'spaceId',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { options: spaces },
    },
    { title: t('adminGeneralApp.col.dateRange'), dataIndex: 'range', hideInTable: true, valueType: 'dateRange' },
    ...appointmentColumns(),
    {
      title: t('adminGeneralApp.col.checkedAt'),
      dataIndex: 'checkedAt',
      search: false,
      width: 150,
      render: (_, r) => timeText(r.checkedAt),
    },
    {
      title: t('adminGeneralApp.col.actions'),
      valueType: 'option',
      width: 70,
      fixed: 'right',
      render: (_, r) => [
        <a key="d" onClick={() => history.push(`/booking/generalApp/details?id=${encodeURIComponent(r.id)}`)}>
          {t('adminGeneralApp.action.detail')}
        </a>,
      ],
    },
  ];
  return (
    <ProTable<GaAppointmentAdmin, Filters>
      rowKey="id"
      columns={columns}
      // At 1280 px the table has about 900 px: the head count and check-in time start hidden (the
      // column settings show them), and with them shown the table scrolls with 详情 kept in view.
      columnsState={{ defaultValue: HIDDEN_AT_FIRST }}
      scroll={{ x: 860 }}
      search={{ labelWidth: 'auto' }}
      pagination={{ defaultPageSize: 20, showSizeChanger: true }}
      request={(p) => {
        const f = compact({
          spaceId: p.spaceId,
          status: p.status,
          keyword: p.keyword,
          from: p.range?.[0],
          to: p.range?.[1],
        });
        last.current = f;
        return tableResult(call(generalApp.records, { ...f, current: p.current ?? 1, pageSize: p.pageSize ?? 20 }));
      }}
      toolBarRender={() => [
        <Button
          key="x"
          icon={<DownloadOutlined />}
          onClick={() => void download(generalApp.recordsExport.path, last.current, 'appointments.xlsx')}
          data-testid="ga-export"
        >
          {t('adminGeneralApp.action.export')}
        </Button>,
      ]}
    />
  );
}
