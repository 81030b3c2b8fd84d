/**
 * document/waitpage?id= (an assignee acting on their task) and document/flowpage?id= (the
 * applicant, someone copied, anyone allowed): one screen, the actions differing by `variant`.
 * The values as the caller may see them (a step's editable fields open), the plan, the
 * timeline and a sticky action bar. Two people acting at once: the later is told the item
 * moved on (10009) and the page reloads.
 */
import { E, type InstanceDetail } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { Button, Dialog, NoticeBar, Result, SpinLoading, Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../route-types';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { errorText, toastError } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { serverErrors } from '../forms/rows';
import { ActionBar } from './ActionBar';
import { ActSheet } from './ActSheet';
import { workflowApi } from './endpoints';
import { ItemEditor, ItemView, type EditorHandle } from './ItemForm';
import { ItemHeader } from './ItemHeader';
import { actInput, barActions, canFor, editableIds, hasTaskActs, isMovedOn, isTaskAct, needsSheet, type BarAction, type SheetInput } from './model';
import { NoneChosen } from './NoneChosen';
import { workflowPath } from './paths';
import { PlanView } from './PlanView';
import { Timeline } from './Timeline';
import './workflow.css';

type Role = 'assignee' | 'applicant';

function Item(p: { detail: InstanceDetail; role: Role; reload: () => void }) {
  const tr = useT();
  const navigate = useNavigate();
  const d = p.detail;
  const [sheet, setSheet] = useState<BarAction | null>(null);
  const [sending, setSending] = useState(false);
  const [resubmitting, setResubmitting] = useState(false);
  const editor = useRef<EditorHandle | null>(null);
  const resubmitValues = useRef<Record<string, unknown> | null>(null);
  const can = canFor(d.can, p.role);
  const stepEdits = p.role === 'assignee' && d.task !== null && can.approve && editableIds(d.access).length > 0;
  const bar = barActions(can);

  async function run(call: () => Promise<unknown>, done: string) {
    setSending(true);
    try {
      await call();
      Toast.show({ icon: 'success', content: done });
      setSheet(null);
      setResubmitting(false);
      p.reload();
    } catch (err) {
      if (isMovedOn(err)) {
        setSheet(null);
        setResubmitting(false);
        Toast.show({ content: tr('h5Workflow.msg.movedOn'), duration: 3000 });
        p.reload();
        return;
      }
      const mapped = err instanceof ApiError && err.e === E.BAD_INPUT ? serverErrors(err.d) : [];
      if (mapped.length && editor.current) {
        setSheet(null);
        editor.current.showErrors(mapped);
      }
      toastError(err);
    } finally {
      setSending(false);
    }
  }

  function onAction(a: BarAction) {
    if (a === 'resubmit') return setResubmitting(true);
    if (needsSheet(a)) return setSheet(a);
    if (a === 'urge') return void run(() => api(workflowApi.urge, { id: d.instance.id }).then((r) => Toast.show({ content: tr('h5Workflow.msg.urged', { n: r.notified }) })), tr('h5Workflow.msg.sent'));
    if (a === 'withdraw')
      void Dialog.confirm({ content: tr('h5Workflow.msg.withdrawConfirm'), confirmText: tr('h5Workflow.act.withdraw'), cancelText: tr('h5Workflow.sheet.cancel') }).then(
        (ok) => {
          if (ok) void run(() => api(workflowApi.withdraw, { id: d.instance.id, comment: '' }), tr('h5Workflow.msg.done'));
        },
      );
  }

  function onSend(s: SheetInput) {
    const a = sheet;
    if (!a) return;
    if (a === 'comment') return void run(() => api(workflowApi.comment, { id: d.instance.id, comment: s.comment.trim(), attachments: s.attachments }, { json: true }), tr('h5Workflow.msg.sent'));
    if (a === 'resubmit') {
      const values = resubmitValues.current;
      if (values) void run(() => api(workflowApi.resubmit, { id: d.instance.id, values, comment: s.comment.trim() }, { json: true }), tr('h5Workflow.msg.done'));
      return;
    }
    if (!isTaskAct(a) || !d.task) return;
    let values: Record<string, unknown> | undefined;
    if (a === 'approve' && stepEdits) {
      const got = editor.current?.collect();
      if (!got) return setSheet(null);
      values = got;
    }
    const r = actInput(d.task.id, a, { ...s, values });
    if ('missing' in r) return void Toast.show({ content: tr(`h5Workflow.sheet.${r.missing}`) });
    void run(() => api(workflowApi.act, r.input, { json: true }), tr('h5Workflow.msg.done'));
  }

  function sendResubmit() {
    const values = editor.current?.collect();
    if (!values) return;
    resubmitValues.current = values;
    setSheet('resubmit');
  }

  return (
    <>
      <ItemHeader detail={d} />
      {p.role === 'applicant' && hasTaskActs(d.can) ? (
        <NoticeBar color="info" content={
          <Button size="mini" color="primary" onClick={() => navigate(workflowPath('waitpage', d.instance.id))} data-testid="wf-to-waitpage">
            {tr('h5Workflow.title.waitpage')}
          </Button>
        } />
      ) : null}
      <section className="wf-section">
        <h3 className="wf-section-title">{tr('h5Workflow.item.values')}</h3>
        {resubmitting ? (
          <>
            <NoticeBar color="alert" content={tr('h5Workflow.msg.resubmitHint')} wrap />
            <ItemEditor key="resubmit" detail={d} mode="resubmit" handle={editor} />
          </>
        ) : stepEdits ? (
          <>
            <NoticeBar color="info" content={tr('h5Workflow.item.editable')} wrap />
            <ItemEditor key="step" detail={d} mode="step" handle={editor} />
          </>
        ) : (
          <ItemView detail={d} />
        )}
      </section>
      <section className="wf-section">
        <h3 className="wf-section-title">{tr('h5Workflow.item.plan')}</h3>
        <PlanView instance={d.instance} plan={d.plan} />
      </section>
      <section className="wf-section">
        <h3 className="wf-section-title">{tr('h5Workflow.item.timeline')}</h3>
        <Timeline entries={d.timeline} />
      </section>
      {resubmitting ? (
        <div className="wf-bar" data-testid="wf-bar">
          <Button className="wf-bar-btn" fill="outline" onClick={() => setResubmitting(false)}>{tr('h5Workflow.sheet.cancel')}</Button>
          <Button className="wf-bar-btn" color="primary" onClick={sendResubmit} data-testid="wf-resubmit-send">{tr('h5Workflow.sheet.send')}</Button>
        </div>
      ) : (
        <ActionBar main={bar.main} more={bar.more} onAction={onAction} />
      )}
      <ActSheet key={sheet ?? '-'} action={sheet} returnTargets={d.returnTargets} sending={sending} onClose={() => setSheet(null)} onSend={onSend} />
    </>
  );
}

export default function ItemPage(props: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const role: Role = props.variant === 'assignee' ? 'assignee' : 'applicant';
  const page = role === 'assignee' ? 'wf-waitpage' : 'wf-flowpage';
  const [detail, setDetail] = useState<InstanceDetail | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!id) return;
    let live = true;
    api(workflowApi.instance, { id })
      .then((d) => {
        if (!live) return;
        setDetail(d);
        setFailed(null);
      })
      .catch((err: unknown) => live && setFailed(err));
    return () => {
      live = false;
    };
  }, [id, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  if (!id) return <NoneChosen page={page} mine={role === 'applicant'} />;
  return (
    <Page page={page}>
      {failed ? (
        <Result status="warning" title={errorText(failed)} data-testid="wf-unavailable" />
      ) : detail && detail.instance.id === id ? (
        // Keyed by what changes after an action: the form editor starts again from the stored values.
        <Item key={`${detail.instance.updatedAt}-${detail.timeline.length}-${round}`} detail={detail} role={role} reload={reload} />
      ) : (
        <div className="wf-loading"><SpinLoading /></div>
      )}
    </Page>
  );
}
