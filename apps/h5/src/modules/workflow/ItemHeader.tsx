/** The top of an item: the form, its state, who applied and when, who holds it now, a way to the flow alone. */
import type { InstanceDetail } from '@campus/api';
import { textIn } from '@campus/api/forms';
import { Tag } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { useLang, useT } from '../../lib/i18n';
import { timeText } from '../../lib/time';
import { baseInfo } from '../../lib/api';
import { pdfUrl, workflowPath } from './paths';
import { StateTag } from './StateTag';

export function ItemHeader(p: { detail: InstanceDetail }) {
  const tr = useT();
  const lang = useLang();
  const it = p.detail.instance;
  const task = p.detail.task;
  return (
    <header className="wf-head" data-testid="wf-head">
      <div className="wf-head-row">
        <h2 className="wf-head-title">{it.formName}</h2>
        <StateTag state={it.state} />
      </div>
      <div className="wf-head-line">
        {tr('h5Workflow.item.applicant')}：{it.applicant.name}
        {it.applicant.number ? `（${it.applicant.number}）` : ''} {it.applicant.department}
      </div>
      <div className="wf-head-line wf-muted">
        {tr('h5Workflow.item.startedAt')}：{timeText(it.startedAt)}
        {it.endedAt ? ` · ${tr('h5Workflow.item.endedAt')}：${timeText(it.endedAt)}` : ''}
      </div>
      {it.stepName || it.holders.length ? (
        <div className="wf-head-line">
          {it.stepName ? tr('h5Workflow.list.stepNow', { step: textIn(it.stepName, lang) }) : ''}
          {it.holders.length ? ` · ${tr('h5Workflow.plan.holders', { names: it.holders.map((h) => h.name).join('、') })}` : ''}
        </div>
      ) : null}
      {task ? (
        <div className="wf-head-line">
          {task.overdue ? <Tag color="danger">{tr('h5Workflow.time.overdue')}</Tag> : null}
          {task.kind !== 'approve' ? <Tag color="warning" fill="outline">{tr(`h5Workflow.kind.${task.kind}`)}</Tag> : null}
          {task.onBehalfOf ? <span className="wf-muted"> {tr('h5Workflow.list.onBehalf', { name: task.onBehalfOf.name })}</span> : null}
          {task.dueAt && !task.overdue ? <span className="wf-muted"> {tr('h5Workflow.time.due', { time: timeText(task.dueAt) })}</span> : null}
        </div>
      ) : null}
      <div className="wf-head-links">
        <Link className="wf-link" to={workflowPath('flowlog', it.id)} data-testid="wf-to-flowlog">
          {tr('h5Workflow.item.viewFlow')} ›
        </Link>
        <a className="wf-link" href={pdfUrl(it.id, baseInfo.site)} target="_blank" rel="noreferrer" data-testid="wf-pdf">
          {tr('h5Workflow.item.pdf')} ›
        </a>
      </div>
    </header>
  );
}
