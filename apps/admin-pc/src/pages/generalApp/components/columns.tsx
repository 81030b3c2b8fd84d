/** Columns every appointment table shares: applicant, space, date, slot, state, purpose, check-in. */
import { GA_STATUSES, type GaAppointmentAdmin } from '@campus/api';
import { t } from '@campus/i18n';
import type { ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';

const COLORS: Record<string, string> = {
  pending: 'gold',
  approved: 'blue',
  checked: 'green',
  completed: 'green',
  rejected: 'red',
  noshow: 'red',
  cancelled: 'default',
  expired: 'default',
};

export const statusEnum = () =>
  Object.fromEntries(GA_STATUSES.map((s) => [s, { text: t(`adminGeneralApp.status.${s}`) }]));

export function StatusTag({ status }: { status: string }) {
  return (
    <Tag color={COLORS[status] ?? 'default'} data-testid="ga-status">
      {t(`adminGeneralApp.status.${status as 'pending'}`)}
    </Tag>
  );
}

/**
 * Sized to fit the console's content width at 1280 px (about 900 px) with the purpose taking
 * what is left; tables that add columns hide some by default (column settings) or scroll.
 */
export function appointmentColumns(): ProColumns<GaAppointmentAdmin>[] {
  return [
    { title: t('adminGeneralApp.col.name'), dataIndex: 'userName', search: false, width: 90, ellipsis: true },
    { title: t('adminGeneralApp.col.number'), dataIndex: 'number', search: false, width: 110, ellipsis: true },
    { title: t('adminGeneralApp.col.space'), dataIndex: 'spaceName', search: false, width: 140, ellipsis: true },
    {
      title: t('adminGeneralApp.col.date'),
      dataIndex: 'startsAt',
      search: false,
      width: 110,
      render: (_, r) => r.day,
    },
    {
      title: t('adminGeneralApp.col.slot'),
      dataIndex: 'endsAt',
      search: false,
      width: 115,
      render: (_, r) => `${r.from}-${r.to}`,
    },
    { title: t('adminGeneralApp.col.attendees'), dataIndex: 'attendees', search: false, width: 70 },
    { title: t('adminGeneralApp.col.purpose'), dataIndex: 'purpose', search: false, ellipsis: true },
    {
      title: t('adminGeneralApp.col.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: statusEnum(),
      width: 90,
      render: (_, r) => <StatusTag status={r.status} />,
    },
  ];
}
