/** Columns the workflow lists share: the form, the applicant, where the item stands, its state, the form filter. */
import { forms, INSTANCE_STATES, type InstanceSummary } from '@campus/api';
import { textIn } from '@campus/api/forms';
import { getLang, t } from '@campus/i18n';
import type { ProColumns } from '@ant-design/pro-components';
import { Space, Tag, Tooltip, Typography } from 'antd';
import { timeColumn } from '@/lib/table';
import { call } from '@/services/api';
import { timeText } from '@/lib/time';
import { STATE_COLORS } from '../actions';

/** The filters every list has (keyword, form); `state` where the endpoint takes it. */
export interface ListFilters {
  keyword?: string;
  formId?: string;
  state?: InstanceSummary['state'];
  overdue?: string;
}

// The form filter offers the site's open forms (any console user may list those).
export const formOptions = () => call(forms.available, {}, { silent: true }).then((d) => d.list.map((f) => ({ value: f.id, label: f.name })), () => []);

export function StateTag({ state }: { state: InstanceSummary['state'] }) {
  return <Tag color={STATE_COLORS[state]} data-state={state}>{t(`adminWorkflow.state.${state}`)}</Tag>;
}

export function DueTag({ dueAt, overdue }: { dueAt: number | null; overdue: boolean }) {
  if (dueAt === null) return <Typography.Text type="secondary">—</Typography.Text>;
  const when = timeText(dueAt);
  return overdue ? (
    <Tooltip title={when}>
      <Tag color="red" data-testid="overdue">{t('adminWorkflow.list.overdue')}</Tag>
    </Tooltip>
  ) : (
    <span>{when}</span>
  );
}

/** Columns of an item's summary, reached through `pick` (a task or a done row holds one). */
export function summaryColumns<T>(pick: (row: T) => InstanceSummary, opts: { applicant?: boolean; holders?: boolean; state?: boolean } = {}): ProColumns<T>[] {
  const cols: ProColumns<T>[] = [
    { title: t('adminWorkflow.list.keyword'), dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: t('adminWorkflow.list.keywordHint') } },
    { title: t('adminWorkflow.list.form'), dataIndex: 'formId', valueType: 'select', request: formOptions, fieldProps: { showSearch: true }, render: (_, r) => <b>{pick(r).formName}</b> },
  ];
  if (opts.applicant !== false)
    cols.push({
      title: t('adminWorkflow.list.applicant'),
      dataIndex: 'applicant',
      search: false,
      render: (_, r) => {
        const a = pick(r).applicant;
        return (
          <Space size={4} direction="vertical" style={{ rowGap: 0 }}>
            <span>{a.name}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[a.number, a.department].filter(Boolean).join(' · ')}
            </Typography.Text>
          </Space>
        );
      },
    });
  if (opts.state)
    cols.push({
      title: t('adminWorkflow.list.state'),
      dataIndex: 'state',
      valueType: 'select',
      valueEnum: Object.fromEntries(INSTANCE_STATES.map((s) => [s, { text: t(`adminWorkflow.state.${s}`) }])),
      render: (_, r) => <StateTag state={pick(r).state} />,
    });
  cols.push({
    title: t('adminWorkflow.list.step'),
    dataIndex: 'stepName',
    search: false,
    render: (_, r) => {
      const s = pick(r);
      if (!s.stepName) return s.state === 'returned' ? <Typography.Text type="warning">{t('adminWorkflow.list.withApplicant')}</Typography.Text> : '—';
      return (
        <Space size={4} direction="vertical" style={{ rowGap: 0 }}>
          <span>{textIn(s.stepName, getLang())}</span>
          {opts.holders !== false && s.holders.length ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {s.holders.map((h) => h.name).join(', ')}
            </Typography.Text>
          ) : null}
        </Space>
      );
    },
  });
  cols.push(timeColumn(t('adminWorkflow.list.startedAt'), 'startedAt', { renderText: (_, r) => timeText(pick(r).startedAt) }));
  return cols;
}
