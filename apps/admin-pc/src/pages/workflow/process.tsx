/**
 * The process designer (/workflow/process?formId=), opened from the forms list: the steps as
 * cards, checked by the server as they change (each problem shown at the step and input it names),
 * the flow drawn beside them, saved as the form's process. Running items keep their version.
 */
import { audienceOptions, E, forms, workflow } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { textIn, type FormSchema } from '@campus/api/forms';
import { t, tOr } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { history, useSearchParams } from '@umijs/max';
import { Alert, Button, Card, Col, Empty, Form, Input, message, Modal, Row, Space, Spin, Switch, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { errorText } from '@/services/errors';
import { definitionOf, draftOf, emptyDraft, issuesOf, moveStep, newStep, problemName, processProblems, removeStep, renameStep, setStep, stepOfPath, stepProblems, targetsAfter, type ProcessDraft, type Problem } from './definition';
import { AssigneeList, type AssigneeChoices } from './components/AssigneeInput';
import { FlowPreview } from './components/FlowPreview';
import { StepCard } from './components/StepCard';

const snapshot = (d: ProcessDraft, enabled: boolean, webhookUrl: string) => JSON.stringify([definitionOf(d), enabled, webhookUrl]);
const word = (p: Problem) => tOr(`adminWorkflow.problem.${problemName(p.key)}`, p.key, p.params);

export default function ProcessDesignPage() {
  const lang = useLang();
  const [params] = useSearchParams();
  const formId = params.get('formId') ?? '';
  const [schema, setSchema] = useState<FormSchema | null>(null);
  const [formName, setFormName] = useState('');
  const [draft, setDraft] = useState<ProcessDraft | null>(null);
  const [enabled, setEnabled] = useState(true);
  const [webhookUrl, setWebhookUrl] = useState('');
  const [version, setVersion] = useState(0);
  /** What was last loaded or saved, to tell whether there are unsaved changes. */
  const [savedAs, setSavedAs] = useState('');
  const [roles, setRoles] = useState<AssigneeChoices['roles']>([]);
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!formId) return;
    Promise.all([call(forms.open, { id: formId }), call(workflow.process, { formId })]).then(
      ([f, p]) => {
        setSchema(f.version.schema);
        setFormName(f.form.name);
        // A form without a process starts with no step: the designer adds the first.
        setDraft(p.process ? draftOf(p.process.definition) : emptyDraft());
        setEnabled(p.process?.enabled ?? true);
        setWebhookUrl(p.process?.webhookUrl ?? '');
        setVersion(p.process?.version ?? 0);
        setSavedAs(p.process ? snapshot(draftOf(p.process.definition), p.process.enabled, p.process.webhookUrl) : '');
      },
      () => setFailed(true),
    );
    call(audienceOptions.options, {}, { silent: true }).then((o) => setRoles(o.roles), () => undefined);
  }, [formId]);

  const definition = useMemo(() => (draft ? definitionOf(draft) : null), [draft]);
  const dirty = draft !== null && snapshot(draft, enabled, webhookUrl.trim()) !== savedAs;

  // Leaving the page (closing the tab, reloading) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // The server's check, a moment after the last change (JSON body: a definition is typed data).
  useEffect(() => {
    if (!definition || definition.steps.length === 0) {
      setProblems(null);
      return undefined;
    }
    const timer = setTimeout(() => {
      call(workflow.checkProcess, { formId, definition }, { silent: true, json: true }).then((d) => setProblems(d.problems), () => undefined);
    }, 500);
    return () => clearTimeout(timer);
  }, [formId, definition]);

  const personFields = useMemo(() => (schema ? schema.fields.filter((f) => f.kind === 'person').map((f) => ({ id: f.id, label: textIn(f.label, lang) || f.id })) : []), [schema, lang]);
  const choices: AssigneeChoices = { roles, personFields };

  if (failed) return <PageContainer onBack={() => history.push('/forms/list')}><Empty description={t('adminWorkflow.design.noForm')} /></PageContainer>;
  if (!schema || !draft) return <Spin style={{ margin: 48 }} />;

  const save = async () => {
    setSaving(true);
    try {
      const r = await call(workflow.saveProcess, { formId, definition: definitionOf(draft), enabled, webhookUrl: webhookUrl.trim() }, { silent: true, json: true });
      setVersion(r.version);
      setSavedAs(snapshot(draft, enabled, webhookUrl.trim()));
      setProblems([]);
      message.success(t('adminWorkflow.design.saved', { version: r.version }));
    } catch (err) {
      const issues = err instanceof ApiError && err.e === E.BAD_INPUT ? issuesOf(err.d) : [];
      if (issues.length) setProblems(issues);
      message.error(issues.length ? t('adminWorkflow.check.count', { n: issues.length }) : errorText(err));
    } finally {
      setSaving(false);
    }
  };

  const showSecret = () =>
    void call(workflow.webhookSecret, { formId }).then(
      (s) =>
        Modal.info({
          width: 560,
          title: t('adminWorkflow.design.secretTitle'),
          content: (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Paragraph type="secondary">{t('adminWorkflow.design.secretHelp', { header: s.header })}</Typography.Paragraph>
              <Typography.Text code copyable data-testid="webhook-secret">
                {s.secret}
              </Typography.Text>
            </Space>
          ),
        }),
      () => undefined,
    );

  const all = problems ?? [];
  const badSteps = new Set(all.map((p) => stepOfPath(p.path)).filter((i): i is number => i !== null));
  const general = processProblems(all);
  const stepLabel = (key: string) => draft.steps.find((s) => s.key === key)?.name.zh || key;

  return (
    <PageContainer
      title={`${t('adminWorkflow.design.title')}${formName ? ` · ${formName}` : ''}`}
      onBack={() => history.push('/forms/list')}
      subTitle={
        <Space size={4}>
          {version ? <Tag>v{version}</Tag> : <Tag color="orange">{t('adminWorkflow.design.none')}</Tag>}
          {dirty ? <Tag color="gold" data-testid="unsaved">{t('adminWorkflow.design.unsaved')}</Tag> : null}
        </Space>
      }
      extra={[
        <Space key="on">
          {t('adminWorkflow.design.enabled')}
          <Switch data-testid="process-enabled" checked={enabled} onChange={setEnabled} />
        </Space>,
        <Button key="save" type="primary" loading={saving} disabled={draft.steps.length === 0} onClick={() => void save()} data-testid="save-process">
          {t('adminWorkflow.design.save')}
        </Button>,
      ]}
    >
      <Row gutter={16}>
        <Col span={17}>
          <Space direction="vertical" style={{ width: '100%' }} size={12}>
            {draft.steps.length === 0 ? <Card size="small"><Empty description={t('adminWorkflow.design.noSteps')} /></Card> : null}
            {draft.steps.map((s, i) => (
              <StepCard
                key={i}
                {...choices}
                step={s}
                index={i}
                count={draft.steps.length}
                schema={schema}
                targets={targetsAfter(draft, i).map((key) => ({ key, label: key === 'end' ? t('adminWorkflow.flow.end') : `${stepLabel(key)} (${key})` }))}
                problems={stepProblems(all, i, word)}
                onChange={(patch) => setDraft(setStep(draft, i, patch))}
                onRename={(key) => setDraft(renameStep(draft, i, key))}
                onMove={(by) => setDraft(moveStep(draft, i, by))}
                onRemove={() => setDraft(removeStep(draft, i))}
              />
            ))}
            <Button
              block
              type="dashed"
              data-testid="add-step"
              disabled={draft.steps.length >= 30}
              onClick={() => setDraft({ ...draft, steps: [...draft.steps, newStep(draft.steps)] })}
            >
              + {t('adminWorkflow.design.addStep')}
            </Button>
            <Card size="small" title={t('adminWorkflow.design.process')}>
              <Form layout="vertical" component="div">
                <Form.Item
                  label={t('adminWorkflow.design.ccOnEnd')}
                  extra={t('adminWorkflow.design.ccOnEndHelp')}
                  validateStatus={general.length ? 'error' : undefined}
                  help={general.length ? general.map(word).join('; ') : undefined}
                >
                  <AssigneeList {...choices} addLabel={t('adminWorkflow.step.addCc')} value={draft.ccOnEnd} onChange={(ccOnEnd) => setDraft({ ...draft, ccOnEnd })} />
                </Form.Item>
                <Form.Item label={t('adminWorkflow.design.webhook')} extra={t('adminWorkflow.design.webhookHelp')} style={{ marginBottom: 0 }}>
                  <Space.Compact style={{ width: '100%' }}>
                    <Input data-testid="webhook-url" placeholder="https://" maxLength={500} value={webhookUrl} onChange={(e) => setWebhookUrl(e.target.value)} />
                    <Button onClick={showSecret} disabled={!version}>
                      {t('adminWorkflow.design.secret')}
                    </Button>
                  </Space.Compact>
                </Form.Item>
              </Form>
            </Card>
          </Space>
        </Col>
        <Col span={7}>
          <div style={{ position: 'sticky', top: 64 }}>
            <Card size="small" title={t('adminWorkflow.design.check')} style={{ marginBottom: 12 }}>
              {draft.steps.length === 0 ? (
                <Typography.Text type="secondary">{t('adminWorkflow.design.noSteps')}</Typography.Text>
              ) : problems === null ? (
                <Spin size="small" />
              ) : all.length === 0 ? (
                <Alert type="success" showIcon message={t('adminWorkflow.check.none')} data-testid="process-ok" />
              ) : (
                <Alert
                  type="error"
                  showIcon
                  data-testid="process-problems"
                  message={t('adminWorkflow.check.count', { n: all.length })}
                  description={
                    <ul style={{ margin: 0, paddingLeft: 16 }}>
                      {all.map((p, i) => {
                        const at = stepOfPath(p.path);
                        return (
                          <li key={i}>
                            {at !== null ? <b>{t('adminWorkflow.check.atStep', { n: at + 1 })} </b> : null}
                            {word(p)}
                          </li>
                        );
                      })}
                    </ul>
                  }
                />
              )}
            </Card>
            <Card size="small" title={t('adminWorkflow.design.flow')} styles={{ body: { background: '#fafafa', maxHeight: 'calc(100vh - 260px)', overflow: 'auto' } }}>
              <FlowPreview draft={draft} choices={choices} bad={badSteps} />
            </Card>
          </div>
        </Col>
      </Row>
    </PageContainer>
  );
}
