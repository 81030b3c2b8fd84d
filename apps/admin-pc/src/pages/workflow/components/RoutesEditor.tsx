/** A step's routes (tried in order when it is approved: the first whose condition holds decides) and where it goes otherwise. */
import { END } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Button, Select, Space, Typography } from 'antd';
import { ExprInput } from '@/pages/forms/components/ExprInput';
import type { StepDraft } from '../definition';

interface Props {
  step: StepDraft;
  index: number;
  /** Later steps' keys and names, then the end. */
  targets: { key: string; label: string }[];
  onChange: (patch: Partial<StepDraft>) => void;
  /** Worded problems by path under the step (`routes[0].when`, `next`). */
  problems: Record<string, string>;
}

export function RoutesEditor({ step, index, targets, onChange, problems }: Props) {
  const options = targets.map((x) => ({ value: x.key, label: x.label }));
  const setRoute = (j: number, patch: Partial<StepDraft['routes'][number]>) => onChange({ routes: step.routes.map((r, k) => (k === j ? { ...r, ...patch } : r)) });
  const err = (path: string) => (problems[path] ? <Typography.Text type="danger" style={{ fontSize: 12 }} data-problem={path}>{problems[path]}</Typography.Text> : null);
  const following = targets[0];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={6}>
      {step.routes.map((r, j) => (
        <div key={j} data-route={j}>
          <Space.Compact style={{ width: '100%' }}>
            <span style={{ padding: '4px 8px', whiteSpace: 'nowrap' }}>{t('adminWorkflow.routes.when')}</span>
            <div style={{ flex: 1 }}>
              <ExprInput testId={`step-${index}-route-${j}-when`} value={r.when} placeholder={t('adminWorkflow.routes.whenHint')} onChange={(when) => setRoute(j, { when })} />
            </div>
            <span style={{ padding: '4px 8px', whiteSpace: 'nowrap' }}>{t('adminWorkflow.routes.goTo')}</span>
            <Select
              style={{ width: 180 }}
              data-testid={`step-${index}-route-${j}-to`}
              status={problems[`routes[${j}].to`] ? 'error' : undefined}
              value={r.to || undefined}
              options={options}
              onChange={(to: string) => setRoute(j, { to })}
            />
            <Button data-testid={`step-${index}-route-${j}-remove`} onClick={() => onChange({ routes: step.routes.filter((_, k) => k !== j) })}>{t('adminWorkflow.remove')}</Button>
          </Space.Compact>
          {err(`routes[${j}].when`)} {err(`routes[${j}].to`)}
        </div>
      ))}
      {step.routes.length < 20 ? (
        <a data-testid={`step-${index}-add-route`} onClick={() => onChange({ routes: [...step.routes, { when: '', to: following?.key ?? END }] })}>
          + {t('adminWorkflow.routes.add')}
        </a>
      ) : null}
      <Space>
        <span>{step.routes.length ? t('adminWorkflow.routes.otherwise') : t('adminWorkflow.routes.then')}</span>
        <Select
          style={{ width: 240 }}
          data-testid={`step-${index}-next`}
          status={problems.next ? 'error' : undefined}
          value={step.next}
          options={[{ value: '', label: t('adminWorkflow.routes.following', { name: following?.label ?? '' }) }, ...options]}
          onChange={(next: string) => onChange({ next })}
        />
        {err('next')}
      </Space>
    </Space>
  );
}
