/** The process drawn top to bottom: start, each step (who, how many), the ways out of it (conditions first), the end. */
import { END, type AssigneeSpec } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Tag, Typography } from 'antd';
import { flowOf, type ProcessDraft } from '../definition';
import type { AssigneeChoices } from './AssigneeInput';

/** How an assignee reads in a sentence: a role's name, "the applicant's counselor", people's names, a field's label. */
export function assigneeText(a: AssigneeSpec, c: AssigneeChoices): string {
  switch (a.kind) {
    case 'role':
      return c.roles.find((r) => r.code === a.role)?.name ?? (a.role || '?');
    case 'person':
      return a.users.map((u) => u.name).join(', ') || '?';
    case 'field':
      return t('adminWorkflow.assignee.inField', { field: c.personFields.find((f) => f.id === a.field)?.label ?? a.field });
    default:
      return t(`adminWorkflow.assignee.${a.kind}`);
  }
}

const box = { border: '1px solid #d9d9d9', borderRadius: 6, padding: '6px 10px', background: '#fff' } as const;
const arrow = <div style={{ textAlign: 'center', color: '#bfbfbf', lineHeight: '18px' }}>↓</div>;

export function FlowPreview({ draft, choices, bad }: { draft: ProcessDraft; choices: AssigneeChoices; bad: ReadonlySet<number> }) {
  const flow = flowOf(draft);
  const nameOf = (key: string) => (key === END ? t('adminWorkflow.flow.end') : (draft.steps.find((s) => s.key === key)?.name.zh || key));
  return (
    <div data-testid="flow-preview" style={{ fontSize: 13 }}>
      <div style={{ ...box, textAlign: 'center', background: '#f6ffed', borderColor: '#b7eb8f' }}>{t('adminWorkflow.flow.start')}</div>
      {flow.map((s, i) => {
        const step = draft.steps[i];
        return (
          <div key={`${s.key}-${i}`}>
            {arrow}
            <div style={{ ...box, borderColor: bad.has(i) ? '#ff4d4f' : '#91caff', background: '#f0f5ff' }} data-flow-step={s.key}>
              <div>
                <b>{i + 1}. {s.name.zh || t('adminWorkflow.step.untitled')}</b>
                {step ? <Tag style={{ marginLeft: 6 }}>{t(`adminWorkflow.mode.${step.mode}`)}</Tag> : null}
              </div>
              {step ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {assigneeText(step.assignee, choices)}
                  {step.deadlineHours !== null ? ` · ${t('adminWorkflow.flow.within', { h: step.deadlineHours })}` : ''}
                  {step.cc.length ? ` · ${t('adminWorkflow.flow.cc', { n: step.cc.length })}` : ''}
                </Typography.Text>
              ) : null}
              <div style={{ marginTop: 4 }}>
                {s.edges.map((e, j) => (
                  <div key={j} style={{ fontSize: 12 }}>
                    {e.when === null ? (
                      <Typography.Text type="secondary">{s.edges.length > 1 ? t('adminWorkflow.flow.otherwise') : t('adminWorkflow.flow.then')}</Typography.Text>
                    ) : (
                      <Typography.Text code ellipsis style={{ maxWidth: 180 }}>
                        {e.when || '?'}
                      </Typography.Text>
                    )}{' '}
                    → {nameOf(e.to)}
                  </div>
                ))}
              </div>
            </div>
          </div>
        );
      })}
      {arrow}
      <div style={{ ...box, textAlign: 'center', background: '#fafafa' }}>
        {t('adminWorkflow.flow.end')}
        {draft.ccOnEnd.length ? <Typography.Text type="secondary"> · {t('adminWorkflow.flow.cc', { n: draft.ccOnEnd.length })}</Typography.Text> : null}
      </div>
    </div>
  );
}
