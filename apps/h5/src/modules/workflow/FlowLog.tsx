/** document/flowlog?id=: the plan and the timeline alone (who holds it now, the steps still ahead, what happened). */
import type { InstanceDetail } from '@campus/api';
import { Result, SpinLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { errorText } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { workflowApi } from './endpoints';
import { NoneChosen } from './NoneChosen';
import { workflowPath } from './paths';
import { PlanView } from './PlanView';
import { StateTag } from './StateTag';
import { Timeline } from './Timeline';
import './workflow.css';

export default function FlowLog() {
  const tr = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [detail, setDetail] = useState<InstanceDetail | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    api(workflowApi.instance, { id })
      .then((d) => live && setDetail(d))
      .catch((err: unknown) => live && setFailed(err));
    return () => {
      live = false;
    };
  }, [id]);
  if (!id) return <NoneChosen page="wf-flowlog" />;
  if (failed) return <Page page="wf-flowlog"><Result status="warning" title={errorText(failed)} /></Page>;
  if (!detail) return <Page page="wf-flowlog"><div className="wf-loading"><SpinLoading /></div></Page>;
  const it = detail.instance;
  return (
    <Page page="wf-flowlog">
      <header className="wf-head">
        <div className="wf-head-row">
          <h2 className="wf-head-title">{it.formName}</h2>
          <StateTag state={it.state} />
        </div>
        {it.holders.length ? <div className="wf-head-line" data-testid="wf-holders">{tr('h5Workflow.plan.holders', { names: it.holders.map((h) => h.name).join('、') })}</div> : null}
        <Link className="wf-link" to={workflowPath(detail.task ? 'waitpage' : 'flowpage', it.id)}>{tr('h5Workflow.item.openItem')} ›</Link>
      </header>
      <section className="wf-section">
        <h3 className="wf-section-title">{tr('h5Workflow.item.plan')}</h3>
        {detail.plan.length ? <PlanView instance={it} plan={detail.plan} /> : <div className="wf-muted wf-pad">{tr('h5Workflow.plan.empty')}</div>}
      </section>
      <section className="wf-section">
        <h3 className="wf-section-title">{tr('h5Workflow.item.timeline')}</h3>
        <Timeline entries={detail.timeline} />
      </section>
    </Page>
  );
}
