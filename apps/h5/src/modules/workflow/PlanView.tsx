/** The plan as vertical steps: the application, each step with its people and their answers (who holds it now), the end. */
import type { InstanceSummary, PlanStep } from '@campus/api';
import { textIn } from '@campus/api/forms';
import { Steps, Tag } from 'antd-mobile';
import { useLang, useT } from '../../lib/i18n';
import { timeText } from '../../lib/time';
import { planNodes } from './model';

const PERSON_COLOR: Record<PlanStep['people'][number]['state'], 'primary' | 'success' | 'danger' | 'warning' | 'default'> = {
  pending: 'primary',
  approved: 'success',
  rejected: 'danger',
  returned: 'warning',
  transferred: 'default',
  delegated: 'default',
  cancelled: 'default',
};

export function PlanView(p: { instance: InstanceSummary; plan: PlanStep[] }) {
  const tr = useT();
  const lang = useLang();
  const it = p.instance;
  const nodes = planNodes(it, p.plan);
  const current = Math.max(0, nodes.findIndex((n) => n.status === 'process'));
  return (
    <Steps direction="vertical" current={current} className="wf-plan" data-testid="wf-plan">
      {nodes.map((n) => {
        if (n.kind === 'start')
          return (
            <Steps.Step key={n.key} status={n.status} title={tr('h5Workflow.plan.start')}
              description={
                <div data-testid="wf-plan-start">
                  {it.applicant.name} · {timeText(it.startedAt)}
                  {it.state === 'returned' ? <div className="wf-warn">{tr('h5Workflow.plan.applicantNow')}</div> : null}
                </div>
              } />
          );
        if (n.kind === 'end')
          return (
            <Steps.Step key={n.key} status={n.status} title={it.endedAt ? tr(`h5Workflow.state.${it.state}`) : tr('h5Workflow.plan.end')}
              description={it.endedAt ? timeText(it.endedAt) : undefined} />
          );
        const s = n.step as PlanStep;
        return (
          <Steps.Step key={n.key} status={n.status}
            title={
              <span data-testid={`wf-plan-step-${s.key}`} data-state={s.state}>
                {textIn(s.name, lang)} <span className="wf-muted wf-small">{tr(`h5Workflow.plan.${s.state}`)}</span>
              </span>
            }
            description={
              <div>
                {s.people.length > 1 ? <div className="wf-muted wf-small">{tr(`h5Workflow.mode.${s.mode}`)}</div> : null}
                <div className="wf-people">
                  {s.people.map((u) => (
                    <Tag key={u.id} color={PERSON_COLOR[u.state]} fill={u.state === 'pending' ? 'outline' : 'solid'}>
                      {u.name} · {tr(`h5Workflow.person.${u.state}`)}
                    </Tag>
                  ))}
                </div>
              </div>
            } />
        );
      })}
    </Steps>
  );
}
