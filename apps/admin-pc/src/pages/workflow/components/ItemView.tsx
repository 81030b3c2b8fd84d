/**
 * One item as the caller may see it: who applied and where it stands, the actions they may take,
 * the form (hidden fields left out; the fields this step may change editable when approving), the
 * plan as steps and the timeline. When someone else acted first (10009) it says so and reloads.
 */
import { E, workflow, type InstanceDetail } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { textIn } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Alert, Button, Card, Col, Descriptions, Empty, message, Row, Space, Spin, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { errorText } from '@/services/errors';
import { FormRenderer } from '@/pages/forms/components/FormRenderer';
import { getSite } from '@/services/site';
import { timeText } from '@/lib/time';
import { changedValues, editableFields, pdfUrl, visibleActions, visibleSchema, type ItemAction } from '../actions';
import { ActionModal } from './ActionModal';
import { DueTag, StateTag } from './columns';
import { PlanSteps, Timeline } from './ItemHistory';

export function ItemView({ id, onChanged }: { id: string; onChanged?: () => void }) {
  const lang = useLang();
  const [detail, setDetail] = useState<InstanceDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [action, setAction] = useState<ItemAction | null>(null);
  const [moved, setMoved] = useState(false);

  const load = useCallback(() => {
    call(workflow.instance, { id }).then(
      (d) => {
        setDetail(d);
        setValues(d.values);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [id]);
  useEffect(() => {
    setDetail(null);
    setMoved(false);
    load();
  }, [load]);

  const editable = useMemo(() => (detail ? editableFields(detail) : new Set<string>()), [detail]);
  if (failed) return <Empty description={t('adminWorkflow.item.notFound')} />;
  if (!detail) return <Spin style={{ margin: 48 }} />;

  const s = detail.instance;
  const actions = visibleActions(detail);
  const changed = changedValues(detail.values, values, editable);

  const onDone = async (a: ItemAction, run: () => Promise<unknown>) => {
    try {
      const r = await run();
      if (a === 'urge') message.success(t('adminWorkflow.item.urged', { n: (r as { notified: number }).notified }));
      else message.success(t('adminWorkflow.item.done', { action: t(`adminWorkflow.act.${a}`) }));
      setMoved(false);
      load();
      onChanged?.();
    } catch (err) {
      if (err instanceof ApiError && err.e === E.CONFLICT) {
        // Someone else acted on this step first: show the item as it is now.
        setMoved(true);
        setAction(null);
        load();
        onChanged?.();
        message.warning(t('adminWorkflow.item.conflict'));
        return;
      }
      message.error(errorText(err));
      throw err;
    }
  };

  const press = (a: ItemAction) => {
    if (a === 'urge') void onDone(a, () => call(workflow.urge, { id: s.id }, { silent: true })).catch(() => undefined);
    else setAction(a);
  };

  return (
    <div data-testid="workflow-item" data-state={s.state}>
      {moved ? <Alert type="warning" showIcon closable style={{ marginBottom: 12 }} message={t('adminWorkflow.item.conflict')} data-testid="item-conflict" /> : null}
      <Card size="small" style={{ marginBottom: 12 }}>
        <Descriptions
          size="small"
          column={3}
          title={<Space>{s.formName}<StateTag state={s.state} /></Space>}
          extra={<Button href={pdfUrl(s.id, getSite())} target="_blank" rel="noreferrer" data-testid="item-pdf">{t('adminWorkflow.item.pdf')}</Button>}
        >
          <Descriptions.Item label={t('adminWorkflow.list.applicant')}>{[s.applicant.name, s.applicant.number, s.applicant.department].filter(Boolean).join(' · ')}</Descriptions.Item>
          <Descriptions.Item label={t('adminWorkflow.list.step')}>
            {s.stepName ? textIn(s.stepName, lang) : '—'}
            {s.holders.length ? ` (${s.holders.map((h) => h.name).join(', ')})` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminWorkflow.list.startedAt')}>{timeText(s.startedAt)}</Descriptions.Item>
          {detail.task ? (
            <Descriptions.Item label={t('adminWorkflow.item.myTask')}>
              <Space size={4}>
                {detail.task.kind !== 'approve' ? <Tag>{t(`adminWorkflow.kind.${detail.task.kind}`)}</Tag> : null}
                {detail.task.onBehalfOf ? <Tag color="purple">{t('adminWorkflow.list.onBehalfOf', { name: detail.task.onBehalfOf.name })}</Tag> : null}
                {detail.task.dueAt !== null ? <span>{t('adminWorkflow.list.dueAt')}:</span> : null}
                <DueTag dueAt={detail.task.dueAt} overdue={detail.task.overdue} />
              </Space>
            </Descriptions.Item>
          ) : null}
          {s.endedAt ? <Descriptions.Item label={t('adminWorkflow.item.endedAt')}>{timeText(s.endedAt)}</Descriptions.Item> : null}
        </Descriptions>
        {actions.length ? (
          <Space wrap style={{ marginTop: 8 }} data-testid="item-actions">
            {actions.map((a) => (
              <Button
                key={a}
                data-action={a}
                type={a === 'approve' ? 'primary' : 'default'}
                danger={a === 'reject' || a === 'terminate'}
                onClick={() => press(a)}
              >
                {t(`adminWorkflow.act.${a}`)}
              </Button>
            ))}
            {editable.size ? <Tag color="blue">{t('adminWorkflow.item.editable', { n: editable.size })}</Tag> : null}
          </Space>
        ) : null}
      </Card>
      <Row gutter={12}>
        <Col span={15}>
          <Card size="small" title={t('adminWorkflow.item.form')}>
            <FormRenderer schema={visibleSchema(detail.schema, detail.access)} values={values} files={detail.files} onChange={setValues} readOnly editable={editable} />
          </Card>
        </Col>
        <Col span={9}>
          <Card size="small" title={t('adminWorkflow.item.plan')} style={{ marginBottom: 12 }}>
            <PlanSteps plan={detail.plan} state={s.state} />
          </Card>
          <Card size="small" title={t('adminWorkflow.item.timeline')}>
            <Timeline entries={detail.timeline} />
          </Card>
        </Col>
      </Row>
      <ActionModal action={action} detail={detail} values={action === 'approve' ? changed : undefined} onClose={() => setAction(null)} onDone={onDone} />
    </div>
  );
}
