/**
 * document/sendpage: draft and send a document (holders of document.send). The receivers are
 * chosen on document/choosecompany; the draft survives the trip in sessionStorage. The number
 * is given by the server when it is sent.
 */
import type { DocKind, DocSecrecy, DocUnit, DocUrgency } from '@campus/api';
import { DOC_KINDS, DOC_SECRECIES, DOC_URGENCIES } from '@campus/api';
import { Button, Input, List, Selector, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { wallAt } from '../../lib/time';
import { errorText, toastError } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { StatusView } from '../../shared/StatusView';
import { clearDraft, readDraft, saveDraft, type Draft } from './draft';
import { documentApi, uploadApi } from './endpoints';
import { textToHtml } from '@campus/api/rules';
import { summary } from './selection';
import { useCanSend } from './useCanSend';
import './document.css';

export default function SendScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(readDraft);
  const [units, setUnits] = useState<DocUnit[] | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const canSend = useCanSend();
  useEffect(() => {
    if (!canSend) return;
    api(documentApi.units, {}, { silent: true })
      .then((d) => setUnits(d.list))
      .catch((err: unknown) => setRefused(errorText(err)));
  }, [canSend]);
  const patch = (p: Partial<Draft>) =>
    setDraft((d) => {
      const next = { ...d, ...p };
      saveDraft(next);
      return next;
    });
  if (canSend === null) return <Page page="document-send">{null}</Page>;
  if (!canSend || refused !== null)
    return (
      <StatusView page="document-send" title={tr('document.notAllowed')}>
        {refused ? <p className="status-sub">{refused}</p> : null}
      </StatusView>
    );

  const upload = async (files: File[]) => {
    setBusy(true);
    try {
      const added = [];
      for (const f of files) {
        const form = new FormData();
        form.append('file', f, f.name);
        // The multipart endpoint declares no fields: the client sends a FormData as it is.
        added.push(await api(uploadApi.index, form as unknown as Record<string, never>, { loading: true }));
      }
      patch({ attachments: [...draft.attachments, ...added] });
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    setBusy(true);
    try {
      const r = await api(documentApi.send, {
        kind: draft.kind,
        title: draft.title,
        numberPrefix: draft.numberPrefix,
        issuer: draft.issuer,
        headerText: draft.headerText,
        urgency: draft.urgency,
        secrecy: draft.secrecy,
        body: textToHtml(draft.body),
        attachments: draft.attachments.map((a) => a.id),
        departments: draft.receivers.departments,
        users: draft.receivers.users.map((u) => u.id),
      });
      clearDraft();
      Toast.show({ content: tr('document.sent', { number: r.number, n: r.recipients }), icon: 'success' });
      navigate(`/document/officialpage?id=${encodeURIComponent(r.id)}`, { replace: true });
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  };
  const chosen = summary(draft.receivers, units ?? []);
  const year = wallAt(Date.now() / 1000).year;

  return (
    <Page page="document-send">
      <List header={tr('document.title.send')}>
        <List.Item title={tr('document.field.kind')}>
          <Selector columns={3} options={DOC_KINDS.map((k) => ({ label: tr(`document.kind.${k}`), value: k }))} value={[draft.kind]} onChange={(v) => v[0] && patch({ kind: v[0] as DocKind })} />
        </List.Item>
        <List.Item title={tr('document.field.title')}>
          <Input placeholder={tr('document.ph.title')} value={draft.title} onChange={(title) => patch({ title })} maxLength={120} data-testid="doc-f-title" />
        </List.Item>
        <List.Item title={tr('document.field.issuer')}>
          <Input placeholder={tr('document.ph.issuer')} value={draft.issuer} onChange={(issuer) => patch({ issuer })} maxLength={60} data-testid="doc-f-issuer" />
        </List.Item>
        <List.Item title={tr('document.field.numberPrefix')} description={tr('document.numberHint', { prefix: draft.numberPrefix, year })}>
          <Input placeholder={tr('document.ph.numberPrefix')} value={draft.numberPrefix} onChange={(numberPrefix) => patch({ numberPrefix })} maxLength={20} />
        </List.Item>
        <List.Item title={tr('document.field.headerText')}>
          <Input placeholder={tr('document.ph.headerText')} value={draft.headerText} onChange={(headerText) => patch({ headerText })} maxLength={40} />
        </List.Item>
        <List.Item title={tr('document.field.urgency')}>
          <Selector columns={3} options={DOC_URGENCIES.map((k) => ({ label: tr(`document.urgency.${k}`), value: k }))} value={[draft.urgency]} onChange={(v) => v[0] && patch({ urgency: v[0] as DocUrgency })} />
        </List.Item>
        <List.Item title={tr('document.field.secrecy')}>
          <Selector columns={4} options={DOC_SECRECIES.map((k) => ({ label: tr(`document.secrecy.${k}`), value: k }))} value={[draft.secrecy]} onChange={(v) => v[0] && patch({ secrecy: v[0] as DocSecrecy })} />
        </List.Item>
        <List.Item title={tr('document.field.body')}>
          <TextArea placeholder={tr('document.ph.body')} value={draft.body} onChange={(body) => patch({ body })} autoSize={{ minRows: 5, maxRows: 16 }} data-testid="doc-f-body" />
        </List.Item>
        <List.Item title={tr('document.field.attachments')}>
          {draft.attachments.map((a) => (
            <div key={a.id} className="row">
              <span className="grow">📎 {a.name}</span>
              <Button size="mini" fill="none" onClick={() => patch({ attachments: draft.attachments.filter((x) => x.id !== a.id) })}>
                ×
              </Button>
            </div>
          ))}
          <label>
            <Button size="mini" loading={busy} onClick={(e) => (e.currentTarget.parentElement?.querySelector('input') as HTMLInputElement | null)?.click()}>
              {tr('document.upload')}
            </Button>
            <input type="file" hidden multiple onChange={(e) => {
              void upload(Array.from(e.target.files ?? []));
              e.target.value = '';
            }} />
          </label>
        </List.Item>
        <List.Item title={tr('document.field.receivers')} clickable onClick={() => navigate('/document/choosecompany')} data-testid="doc-f-receivers">
          {chosen.units || chosen.people ? tr('document.chosen', { units: chosen.units, people: chosen.people }) : <span className="muted">{tr('document.noneChosen')}</span>}
        </List.Item>
      </List>
      <Button block color="primary" size="large" className="doc-gap" loading={busy} disabled={units === null} onClick={send} data-testid="doc-send">
        {tr('document.send')}
      </Button>
    </Page>
  );
}
