/** The audit log of this site: who did what, when and from where; filter by user, action, time and address. */
import { admin, type AuditEntry } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Typography } from 'antd';
import { useLang } from '@/lib/lang';
import { compact, timeColumn, toSeconds } from '@/lib/table';
import { call } from '@/services/api';

interface Filters {
  user?: string;
  action?: string;
  ip?: string;
  /** [from, to] as the date-time range picker gives them (text or Dayjs-like). */
  at?: [unknown, unknown];
}

function detailText(d: unknown): string {
  if (d === null || d === undefined || d === '') return '';
  if (typeof d === 'string') return d;
  const text = JSON.stringify(d);
  return text === '{}' || text === '[]' ? '' : text;
}

export default function AuditPage() {
  useLang();
  const columns: ProColumns<AuditEntry>[] = [
    timeColumn(t('adminAudit.at'), 'at'),
    {
      title: t('adminAudit.time'),
      dataIndex: 'atRange',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: (v: [unknown, unknown]) => ({ at: v }) },
    },
    {
      title: t('adminAudit.user'),
      dataIndex: 'user',
      fieldProps: { placeholder: t('adminAudit.userHelp') },
      render: (_, e) => (e.userId ? `${e.name} (${e.username})` : <Typography.Text type="secondary">{t('adminAudit.anonymous')}</Typography.Text>),
    },
    { title: t('adminAudit.action'), dataIndex: 'action', fieldProps: { placeholder: t('adminAudit.actionHelp') }, render: (_, e) => <code>{e.action}</code> },
    { title: t('adminAudit.target'), dataIndex: 'target', search: false, ellipsis: true },
    { title: t('adminAudit.detail'), dataIndex: 'detail', search: false, ellipsis: true, renderText: (_: unknown, e: AuditEntry) => detailText(e.detail) },
    { title: t('adminAudit.ip'), dataIndex: 'ip', width: 150 },
  ];
  return (
    <PageContainer title={t('admin.menu.audit')}>
      <ProTable<AuditEntry, Filters>
        rowKey="id"
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        request={async (params) => {
          try {
            const res = await call(
              admin.auditList,
              compact({
                user: params.user,
                action: params.action,
                ip: params.ip,
                from: toSeconds(params.at?.[0]),
                to: toSeconds(params.at?.[1]),
                current: params.current ?? 1,
                pageSize: params.pageSize ?? 20,
              }),
            );
            return { data: res.list, total: res.total, success: true };
          } catch {
            return { data: [], total: 0, success: false };
          }
        }}
      />
    </PageContainer>
  );
}
