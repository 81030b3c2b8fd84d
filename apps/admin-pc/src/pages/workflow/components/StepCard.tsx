/** One step of the process designer: name, who acts and how, what they see, copies, deadline and escalation, where it leads; its problems beside what they point at. */
import { STEP_MODES, type FormSchema } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Alert, Badge, Button, Card, Checkbox, Col, Form, Input, InputNumber, Row, Select, Space, Tooltip, Typography } from 'antd';
import type { StepDraft } from '../definition';
import { AssigneeInput, AssigneeList, type AssigneeChoices } from './AssigneeInput';
import { FieldAccessTable } from './FieldAccessTable';
import { RoutesEditor } from './RoutesEditor';

interface Props extends AssigneeChoices {
  step: StepDraft;
  index: number;
  count: number;
  schema: FormSchema;
  targets: { key: string; label: string }[];
  /** Worded problems of this step by path after `steps[i].` (`key`, `routes[0].when`, `fields.x`). */
  problems: Record<string, string>;
  onChange: (patch: Partial<StepDraft>) => void;
  onRename: (key: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const LANG_FIELDS = ['zh', 'en', 'tw'] as const;
/** Paths under a step whose problems show at their input. */
const INLINE = ['name', 'key', 'assignee', 'mode', 'cc', 'deadlineHours', 'escalate', 'routes', 'next'];

export function StepCard(p: Props) {
  const { step, index, problems } = p;
  const under = (prefix: string) => Object.entries(problems).filter(([path]) => path === prefix || path.startsWith(`${prefix}.`) || path.startsWith(`${prefix}[`));
  const bad = (prefix: string) => under(prefix).length > 0;
  const help = (prefix: string) => under(prefix).map(([, text]) => text).join('; ') || undefined;
  const count = Object.keys(problems).length;
  // Problems not already shown at their input (field access rows are only marked red).
  const elsewhere = Object.entries(problems).filter(([path]) => !INLINE.some((x) => path === x || path.startsWith(`${x}.`) || path.startsWith(`${x}[`)));
  const choices = { roles: p.roles, personFields: p.personFields };

  return (
    <Card
      size="small"
      data-step={index}
      data-testid={`step-${index}`}
      style={{ borderColor: count ? '#ff7875' : undefined }}
      title={
        <Space>
          <Badge count={index + 1} color="#1677ff" />
          <span>{step.name.zh || t('adminWorkflow.step.untitled')}</span>
          <Typography.Text type="secondary" code>
            {step.key}
          </Typography.Text>
          {count ? <Badge count={count} title={t('adminWorkflow.check.count', { n: count })} /> : null}
        </Space>
      }
      extra={
        <Space size={4}>
          <Tooltip title={t('adminWorkflow.step.up')}>
            <Button size="small" disabled={index === 0} onClick={() => p.onMove(-1)}>
              ↑
            </Button>
          </Tooltip>
          <Tooltip title={t('adminWorkflow.step.down')}>
            <Button size="small" disabled={index === p.count - 1} onClick={() => p.onMove(1)}>
              ↓
            </Button>
          </Tooltip>
          <Button size="small" danger disabled={p.count === 1} onClick={p.onRemove} data-testid={`step-${index}-remove`}>
            {t('adminWorkflow.remove')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical" component="div" size="middle">
        <Row gutter={12}>
          {LANG_FIELDS.map((l) => (
            <Col span={6} key={l}>
              <Form.Item label={t(`adminWorkflow.step.name_${l}`)} required={l === 'zh'} validateStatus={l === 'zh' && bad('name') ? 'error' : undefined} help={l === 'zh' ? help('name') : undefined}>
                <Input data-testid={`step-${index}-name-${l}`} maxLength={100} value={step.name[l]} onChange={(e) => p.onChange({ name: { ...step.name, [l]: e.target.value } })} />
              </Form.Item>
            </Col>
          ))}
          <Col span={6}>
            <Form.Item label={t('adminWorkflow.step.key')} tooltip={t('adminWorkflow.step.keyHelp')} validateStatus={bad('key') ? 'error' : undefined} help={help('key')}>
              <Input data-testid={`step-${index}-key`} maxLength={40} value={step.key} onChange={(e) => p.onRename(e.target.value.trim())} style={{ fontFamily: 'monospace' }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={16}>
            <Form.Item label={t('adminWorkflow.step.assignee')} validateStatus={bad('assignee') ? 'error' : undefined} help={help('assignee')}>
              <AssigneeInput {...choices} testId={`step-${index}-assignee`} error={bad('assignee')} value={step.assignee} onChange={(assignee) => p.onChange({ assignee })} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('adminWorkflow.step.mode')} validateStatus={bad('mode') ? 'error' : undefined} help={help('mode')}>
              <Select
                data-testid={`step-${index}-mode`}
                value={step.mode}
                options={STEP_MODES.map((m) => ({ value: m, label: t(`adminWorkflow.mode.${m}`) }))}
                onChange={(mode: StepDraft['mode']) => p.onChange({ mode })}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('adminWorkflow.step.fields')} extra={t('adminWorkflow.step.fieldsHelp')}>
          <FieldAccessTable schema={p.schema} value={step.fields} bad={new Set(under('fields').map(([path]) => path))} onChange={(fields) => p.onChange({ fields })} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item label={t('adminWorkflow.step.cc')} validateStatus={bad('cc') ? 'error' : undefined} help={help('cc')}>
              <AssigneeList {...choices} addLabel={t('adminWorkflow.step.addCc')} value={step.cc} onChange={(cc) => p.onChange({ cc })} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item label={t('adminWorkflow.step.deadline')} validateStatus={bad('deadlineHours') ? 'error' : undefined} help={help('deadlineHours')}>
              <InputNumber
                style={{ width: '100%' }}
                min={1}
                max={24 * 90}
                addonAfter={t('adminWorkflow.hours')}
                placeholder={t('adminWorkflow.step.noDeadline')}
                value={step.deadlineHours}
                onChange={(v) => p.onChange({ deadlineHours: typeof v === 'number' ? v : null, escalate: typeof v === 'number' ? step.escalate : null })}
              />
            </Form.Item>
          </Col>
          <Col span={7}>
            <Form.Item label={t('adminWorkflow.step.escalate')} validateStatus={bad('escalate') ? 'error' : undefined} help={help('escalate')}>
              <Checkbox
                disabled={step.deadlineHours === null}
                checked={step.escalate !== null}
                onChange={(e) => p.onChange({ escalate: e.target.checked ? { afterHours: 24, to: { kind: 'leader' } } : null })}
              >
                {t('adminWorkflow.step.escalateOn')}
              </Checkbox>
              {step.escalate ? (
                <Space direction="vertical" style={{ width: '100%', marginTop: 6 }} size={4}>
                  <InputNumber
                    style={{ width: '100%' }}
                    min={0}
                    max={24 * 90}
                    addonBefore={t('adminWorkflow.step.after')}
                    addonAfter={t('adminWorkflow.hours')}
                    value={step.escalate.afterHours}
                    onChange={(v) => step.escalate && p.onChange({ escalate: { ...step.escalate, afterHours: typeof v === 'number' ? v : 0 } })}
                  />
                  <AssigneeInput {...choices} value={step.escalate.to} onChange={(to) => step.escalate && p.onChange({ escalate: { ...step.escalate, to } })} />
                </Space>
              ) : null}
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label={t('adminWorkflow.step.routes')} extra={t('adminWorkflow.step.routesHelp')} style={{ marginBottom: 0 }}>
          <RoutesEditor step={step} index={index} targets={p.targets} problems={problems} onChange={p.onChange} />
        </Form.Item>
      </Form>
      {elsewhere.length ? (
        <Alert
          style={{ marginTop: 12 }}
          type="error"
          showIcon
          data-testid={`step-${index}-problems`}
          message={
            <ul style={{ margin: 0, paddingLeft: 16 }}>
              {elsewhere.map(([path, text]) => (
                <li key={path}>
                  <code>{path}</code> {text}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
    </Card>
  );
}
