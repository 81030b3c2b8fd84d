/** The approval queue: pending requests the caller decides, soonest first; reject asks for a reason. */
import { generalApp, type GaAppointmentAdmin } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Space, message } from 'antd';
import { useRef } from 'react';
import { tableResult } from '@/lib/table';
import { call } from '@/services/api';
import { appointmentColumns } from './columns';

export function ApprovalTab() {
  const ref = useRef<ActionType>(null);
  const reload = () => void ref.current?.reload();
  async function approve(r: GaAppointmentAdmin) {
    try {
      await call(generalApp.decide, { id: r.id, approve: true, reason: '' });
      void message.success(t('adminGeneralApp.action.approved'));
      reload();
    } catch {
      // the request layer told the user
    }
  }
  const columns: ProColumns<GaAppointmentAdmin>[] = [
    ...appointmentColumns().map((c) => ({ ...c, search: false as const })),
    { title: t('adminGeneralApp.col.contact'), dataIndex: 'contact', search: false, width: 130 },
    {
      title: t('adminGeneralApp.col.actions'),
      valueType: 'option',
      width: 200,
      // The queue is wider than the page at 1280 px: the decisions stay in view while it scrolls.
      fixed: 'right',
      render: (_, r) => (
        <Space>
          <Button size="small" type="primary" onClick={() => void approve(r)} data-testid="ga-approve">
            {t('adminGeneralApp.action.approve')}
          </Button>
          <ModalForm<{ reason: string }>
            title={t('adminGeneralApp.action.rejectTitle')}
            trigger={
              <Button size="small" danger data-testid="ga-reject">
                {t('adminGeneralApp.action.reject')}
              </Button>
            }
            modalProps={{ destroyOnClose: true }}
            onFinish={async (v) => {
              try {
                await call(generalApp.decide, { id: r.id, approve: false, reason: v.reason });
                void message.success(t('adminGeneralApp.action.rejected'));
                reload();
                return true;
              } catch {
                return false;
              }
            }}
          >
            <ProFormTextArea
              name="reason"
              label={t('adminGeneralApp.action.reason')}
              rules={[{ required: true }]}
              fieldProps={{ maxLength: 500 }}
            />
          </ModalForm>
          <a onClick={() => history.push(`/booking/generalApp/details?id=${encodeURIComponent(r.id)}`)}>
            {t('adminGeneralApp.action.detail')}
          </a>
        </Space>
      ),
    },
  ];
  return (
    <ProTable<GaAppointmentAdmin>
      rowKey="id"
      actionRef={ref}
      columns={columns}
      search={false}
      scroll={{ x: 1200 }}
      pagination={{ defaultPageSize: 20 }}
      request={(p) => tableResult(call(generalApp.pending, { current: p.current ?? 1, pageSize: p.pageSize ?? 20 }))}
    />
  );
}
