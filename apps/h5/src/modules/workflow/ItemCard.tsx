/** One item in a list: the form, who applied, where it stands, when; tasks add their kind, due time and overdue badge. */
import type { DoneItem, InstanceSummary, TaskItem } from '@campus/api';
import { textIn } from '@campus/api/forms';
import { Tag } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLang, useT } from '../../lib/i18n';
import { timeText } from '../../lib/time';
import { StateTag, When } from './StateTag';

function Card(p: { item: InstanceSummary; onOpen: () => void; badges?: ReactNode; foot?: ReactNode }) {
  const tr = useT();
  const lang = useLang();
  const it = p.item;
  const where = it.stepName ? tr('h5Workflow.list.stepNow', { step: textIn(it.stepName, lang) }) : '';
  const holders = it.holders.map((h) => h.name).join('、');
  return (
    <button type="button" className="wf-card" onClick={p.onOpen} data-testid="wf-item" data-id={it.id}>
      <div className="wf-card-head">
        <span className="wf-card-title">{it.formName}</span>
        {p.badges}
        <StateTag state={it.state} />
      </div>
      <div className="wf-card-line">{tr('h5Workflow.list.applicant', { name: it.applicant.name, department: it.applicant.department || it.applicant.number })}</div>
      {where || holders ? <div className="wf-card-line wf-muted">{[where, holders].filter(Boolean).join(' · ')}</div> : null}
      <div className="wf-card-foot">{p.foot ?? <When at={it.startedAt} />}</div>
    </button>
  );
}

export function SummaryCard(p: { item: InstanceSummary; onOpen: () => void }) {
  return <Card item={p.item} onOpen={p.onOpen} />;
}

export function TaskCard(p: { task: TaskItem; onOpen: () => void }) {
  const tr = useT();
  const t = p.task;
  const badges = (
    <>
      {t.overdue ? <Tag color="danger" data-testid="wf-overdue">{tr('h5Workflow.time.overdue')}</Tag> : null}
      {t.kind !== 'approve' ? <Tag color="warning" fill="outline">{tr(`h5Workflow.kind.${t.kind}`)}</Tag> : null}
    </>
  );
  const foot = (
    <>
      <When at={t.createdAt} />
      {t.onBehalfOf ? <span> · {tr('h5Workflow.list.onBehalf', { name: t.onBehalfOf.name })}</span> : null}
      {t.dueAt && !t.overdue ? <span> · {tr('h5Workflow.time.due', { time: timeText(t.dueAt) })}</span> : null}
    </>
  );
  return <Card item={t.instance} onOpen={p.onOpen} badges={badges} foot={foot} />;
}

export function DoneCard(p: { item: DoneItem; onOpen: () => void }) {
  const tr = useT();
  const foot = (
    <span>
      {tr(`h5Workflow.action.${p.item.action}`)} · <When at={p.item.actedAt} />
    </span>
  );
  return <Card item={p.item.instance} onOpen={p.onOpen} foot={foot} />;
}
