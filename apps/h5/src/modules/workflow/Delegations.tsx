/**
 * document/user: my standing delegations (授权), given and received; a new one names the person,
 * optionally one form, and the days it covers; one of mine may be ended.
 */
import type { Delegation, FormSummary } from '@campus/api';
import { Button, DatePicker, Dialog, Empty, List, Popup, Selector, Tabs, Tag, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { dateText, pickedSeconds, pickerDate } from '../../lib/time';
import { toastError } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { formsApi, workflowApi } from './endpoints';
import { delegationState, periodOf } from './model';
import { PersonPicker, type Person } from './PersonPicker';
import './workflow.css';

const STATE_COLOR = { active: 'success', upcoming: 'primary', ended: 'default' } as const;

function Row(p: { d: Delegation; given: boolean; onEnd?: () => void }) {
  const tr = useT();
  const st = delegationState(p.d, Math.floor(Date.now() / 1000));
  // The end is exclusive (the day after the last one covered).
  const until = dateText(p.d.endsAt - 1);
  return (
    <List.Item data-testid="wf-delegation"
      description={
        <>
          <div>{tr('h5Workflow.delegation.period', { from: dateText(p.d.startsAt), to: until })}</div>
          <div>{p.d.formId ? p.d.formName : tr('h5Workflow.delegation.allForms')}</div>
        </>
      }
      extra={
        <div className="wf-col-end">
          <Tag color={STATE_COLOR[st]}>{tr(`h5Workflow.delegation.${st}`)}</Tag>
          {p.onEnd && st !== 'ended' ? (
            <Button size="small" color="danger" fill="outline" onClick={p.onEnd} data-testid="wf-delegation-end">{tr('h5Workflow.delegation.end')}</Button>
          ) : null}
        </div>
      }>
      {p.given ? tr('h5Workflow.delegation.toWho', { name: p.d.to.name }) : tr('h5Workflow.delegation.fromWho', { name: p.d.from.name })}
    </List.Item>
  );
}

function AddDelegation(p: { onClose: () => void; onSaved: () => void }) {
  const tr = useT();
  const [person, setPerson] = useState<Person | undefined>();
  const [formId, setFormId] = useState('');
  const [forms, setForms] = useState<FormSummary[]>([]);
  const [from, setFrom] = useState<Date | null>(() => pickerDate(Date.now() / 1000));
  const [until, setUntil] = useState<Date | null>(null);
  const [picking, setPicking] = useState<'from' | 'until' | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    api(formsApi.available, {}).then((d) => setForms(d.list)).catch(toastError);
  }, []);
  async function save() {
    if (!person) return void Toast.show({ content: tr('h5Workflow.sheet.personRequired') });
    const period = periodOf(from, until);
    if ('missing' in period) return void Toast.show({ content: tr(`h5Workflow.delegation.${period.missing}`) });
    setSending(true);
    try {
      await api(workflowApi.saveDelegation, { toUserId: person.id, ...(formId ? { formId } : {}), ...period });
      Toast.show({ icon: 'success', content: tr('h5Workflow.delegation.saved') });
      p.onSaved();
    } catch (err) {
      toastError(err);
    } finally {
      setSending(false);
    }
  }
  const now = Date.now() / 1000;
  const picked = (d: Date | null) => (d ? dateText(pickedSeconds(d)) : tr('h5Forms.choose'));
  return (
    <Popup visible onMaskClick={p.onClose} bodyClassName="wf-sheet">
      <div className="wf-sheet-body" data-testid="wf-delegation-form">
        <h3 className="wf-sheet-title">{tr('h5Workflow.delegation.add')}</h3>
        <div className="wf-muted wf-small">{tr('h5Workflow.delegation.hint')}</div>
        <section>
          <div className="wf-label"><span className="wf-req">*</span>{tr('h5Workflow.delegation.to')}</div>
          <PersonPicker value={person} onChange={setPerson} />
        </section>
        <section>
          <div className="wf-label">{tr('h5Workflow.delegation.form')}</div>
          <Selector columns={2} value={[formId]} onChange={(v) => setFormId(v[0] ?? '')}
            options={[{ label: tr('h5Workflow.delegation.allForms'), value: '' }, ...forms.map((f) => ({ label: f.name, value: f.id }))]} />
        </section>
        <section className="wf-dates">
          <div>
            <div className="wf-label"><span className="wf-req">*</span>{tr('h5Workflow.delegation.from')}</div>
            <Button block onClick={() => setPicking('from')} data-testid="wf-delegation-from">{picked(from)}</Button>
          </div>
          <div>
            <div className="wf-label"><span className="wf-req">*</span>{tr('h5Workflow.delegation.until')}</div>
            <Button block onClick={() => setPicking('until')} data-testid="wf-delegation-until">{picked(until)}</Button>
          </div>
        </section>
        <DatePicker visible={picking !== null} onClose={() => setPicking(null)} value={(picking === 'from' ? from : until) ?? pickerDate(now)} min={pickerDate(now)}
          max={pickerDate(now + 366 * 86400)} confirmText={tr('h5Workflow.sheet.confirm')} cancelText={tr('h5Workflow.sheet.cancel')}
          onConfirm={(v) => (picking === 'from' ? setFrom(v) : setUntil(v))} />
        <div className="wf-sheet-actions">
          <Button size="large" onClick={p.onClose}>{tr('h5Workflow.sheet.cancel')}</Button>
          <Button size="large" color="primary" loading={sending} onClick={() => void save()} data-testid="wf-delegation-save">{tr('h5Workflow.delegation.save')}</Button>
        </div>
      </div>
    </Popup>
  );
}

export default function Delegations() {
  const tr = useT();
  const [tab, setTab] = useState<'given' | 'received'>('given');
  const [data, setData] = useState<{ mine: Delegation[]; toMe: Delegation[] } | null>(null);
  const [adding, setAdding] = useState(false);
  const load = useCallback(() => {
    api(workflowApi.delegations, {}).then(setData).catch(toastError);
  }, []);
  useEffect(load, [load]);
  async function end(d: Delegation) {
    const ok = await Dialog.confirm({ content: tr('h5Workflow.delegation.endConfirm'), confirmText: tr('h5Workflow.delegation.end'), cancelText: tr('h5Workflow.sheet.cancel') });
    if (!ok) return;
    try {
      await api(workflowApi.deleteDelegation, { id: d.id });
      load();
    } catch (err) {
      toastError(err);
    }
  }
  const list = tab === 'given' ? data?.mine : data?.toMe;
  return (
    <Page page="wf-user">
      <Tabs activeKey={tab} onChange={(k) => setTab(k === 'received' ? 'received' : 'given')} className="wf-tabs">
        <Tabs.Tab key="given" title={tr('h5Workflow.tab.given')} />
        <Tabs.Tab key="received" title={tr('h5Workflow.tab.received')} />
      </Tabs>
      {list === undefined ? null : list.length ? (
        <List data-testid={`wf-delegations-${tab}`}>
          {list.map((d) => <Row key={d.id} d={d} given={tab === 'given'} onEnd={tab === 'given' ? () => void end(d) : undefined} />)}
        </List>
      ) : (
        <Empty description={tr(tab === 'given' ? 'h5Workflow.delegation.emptyGiven' : 'h5Workflow.delegation.emptyReceived')} data-testid="wf-empty" />
      )}
      {tab === 'given' ? (
        <div className="wf-bar">
          <Button className="wf-bar-btn" color="primary" onClick={() => setAdding(true)} data-testid="wf-delegation-add">{tr('h5Workflow.delegation.add')}</Button>
        </div>
      ) : null}
      {adding ? <AddDelegation onClose={() => setAdding(false)} onSaved={() => { setAdding(false); load(); }} /> : null}
    </Page>
  );
}
