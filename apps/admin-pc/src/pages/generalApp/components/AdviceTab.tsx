/** generalAppPc/advice: notes sent to applicants (sent from an appointment's details), newest first. */
import { generalApp, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { tableResult } from '@/lib/table';
import { call } from '@/services/api';

type Row = OutputOf<typeof generalApp.adviceList>['list'][number];

export function AdviceTab() {
  const columns: ProColumns<Row>[] = [
    {
      title: t('adminGeneralApp.col.at'),
      dataIndex: 'at',
      width: 150,
      render: (_, r) => r.atText,
    },
    { title: t('adminGeneralApp.col.applicant'), dataIndex: 'userName', width: 110 },
    { title: t('adminGeneralApp.col.space'), dataIndex: 'spaceName', width: 180 },
    {
      title: t('adminGeneralApp.col.date'),
      dataIndex: 'startsAt',
      width: 150,
      render: (_, r) => r.when,
    },
    { title: t('adminGeneralApp.col.note'), dataIndex: 'note', ellipsis: true },
    { title: t('adminGeneralApp.detail.by'), dataIndex: 'by', width: 100 },
    {
      title: t('adminGeneralApp.col.actions'),
      valueType: 'option',
      width: 80,
      render: (_, r) => [
        <a
          key="d"
          onClick={() => history.push(`/booking/generalApp/details?id=${encodeURIComponent(r.appointmentId)}`)}
        >
          {t('adminGeneralApp.action.detail')}
        </a>,
      ],
    },
  ];
  return (
    <ProTable<Row>
      rowKey="id"
      columns={columns}
      search={false}
      pagination={{ defaultPageSize: 20 }}
      request={(p) => tableResult(call(generalApp.adviceList, { current: p.current ?? 1, pageSize: p.pageSize ?? 20 }))}
    />
  );
}
