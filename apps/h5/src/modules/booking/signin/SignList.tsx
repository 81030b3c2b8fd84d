/**
 * signpoject/signlist?s=<id>: the organiser's lists, refreshed every 5 s: who signed (time, late,
 * distance, method) and who of the audience did not, with a manual sign-in (reason required)
 * for someone who could not scan, and the xlsx export. Opened without a sign-in it points to the
 * organiser's own; refused, it says why.
 */
import type { SigninMine, SigninPerson } from '@campus/api';
import { Button, Dialog, Empty, Input, List, Tabs, Tag, Toast } from 'antd-mobile';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { errorText, toastError } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { WayOn } from '../../../shared/WayOn';
import { downloadFile } from '../../../lib/download';
import { shortText } from '../../../lib/time';
import { signinApi } from './endpoints';
import { SigninHeading } from './Heading';
import './signin.css';

type State = 'signed' | 'unsigned';
const POLL_MS = 5000;

export default function SignList() {
  const [params] = useSearchParams();
  const id = params.get('s') ?? '';
  return id ? <Lists id={id} /> : <NoSignin />;
}

function NoSignin() {
  const tr = useT();
  return (
    <Page page="signin-list">
      <WayOn status="info" title={tr('signin.hint.noSignin')} action={tr('signin.action.organised')} to="/signpoject/signindex?tab=organised" testId="signin-no-id" />
    </Page>
  );
}

function Lists({ id }: { id: string }) {
  const tr = useT();
  const [tab, setTab] = useState<State>('signed');
  const [signin, setSignin] = useState<SigninMine | null>(null);
  // null until the open tab's list has come.
  const [people, setPeople] = useState<SigninPerson[] | null>(null);
  const [counts, setCounts] = useState<{ expected: number; signed: number; late: number } | null>(null);
  const [failed, setFailed] = useState('');
  const reason = useRef('');

  useEffect(() => {
    api(signinApi.detail, { id }, { silent: true })
      .then(setSignin)
      .catch(() => undefined); // the lists below say why when it is refused
  }, [id]);

  const load = useCallback(
    (silent = false) =>
      api(signinApi.records, { id, state: tab, pageSize: 100 }, silent ? { silent: true } : {})
        .then((d) => {
          setPeople(d.list);
          setCounts(d.counts);
        })
        .catch((err) => {
          if (silent) return;
          setFailed(errorText(err));
          toastError(err);
        }),
    [id, tab],
  );

  useEffect(() => {
    void load();
    const poll = setInterval(() => void load(true), POLL_MS);
    return () => clearInterval(poll);
  }, [load]);

  async function manual(p: SigninPerson) {
    reason.current = '';
    const go = await Dialog.confirm({
      title: `${tr('signin.action.manual')} · ${p.name}`,
      content: <Input placeholder={tr('signin.field.reason')} onChange={(v) => (reason.current = v)} data-testid="signin-reason" />,
      confirmText: tr('common.ok'),
      cancelText: tr('common.cancel'),
    });
    if (!go) return;
    if (!reason.current.trim()) return Toast.show({ content: tr('signin.hint.reasonRequired') });
    try {
      await api(signinApi.manual, { id, userId: p.userId, reason: reason.current.trim() });
      Toast.show({ content: tr('signin.hint.manualDone'), icon: 'success' });
      void load();
    } catch (err) {
      toastError(err);
    }
  }

  if (failed) return <NoData message={failed} />;
  return (
    <Page page="signin-list">
      <div className="page-card signin-summary">
        <SigninHeading of={signin} />
        <p className="signin-live" data-testid="signin-counts">
          {counts ? tr('signin.state.counts', counts) : ''}
        </p>
        <Button size="small" onClick={() => downloadFile(signinApi.export.path, { id }, `signin-${id}.xlsx`).catch(toastError)} data-testid="signin-export">
          {tr('signin.action.export')}
        </Button>
      </div>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setPeople(null);
          setTab(k as State);
        }}
      >
        <Tabs.Tab title={`${tr('signin.tab.signed')}${counts ? ` ${counts.signed}` : ''}`} key="signed" />
        <Tabs.Tab title={`${tr('signin.tab.unsigned')}${counts ? ` ${Math.max(0, counts.expected - counts.signed)}` : ''}`} key="unsigned" />
      </Tabs>
      {people && !people.length ? (
        <Empty description={tr(tab === 'signed' ? 'signin.hint.noSigned' : 'signin.hint.allSigned')} data-testid={`signin-${tab}-empty`} />
      ) : (
        <List data-testid={`signin-${tab}`}>
          {(people ?? []).map((p) => (
            <List.Item
              key={p.userId}
              description={
                p.record
                  ? [shortText(p.record.at), tr(`signin.method.${p.record.method}`), p.record.distance !== null ? tr('signin.state.distance', { n: p.record.distance }) : '', p.record.reason]
                      .filter(Boolean)
                      .join(' · ')
                  : [p.number, p.className || p.department].filter(Boolean).join(' · ')
              }
              extra={
                p.record ? (
                  <Tag color={p.record.late ? 'warning' : 'success'}>{p.record.late ? tr('signin.state.late') : tr('signin.state.onTime')}</Tag>
                ) : (
                  <Button size="mini" onClick={() => void manual(p)}>
                    {tr('signin.action.manual')}
                  </Button>
                )
              }
            >
              {p.name}
              {p.record?.signatureUrl ? <img src={p.record.signatureUrl} alt="" className="signin-signature" data-testid="signin-signature" /> : null}
            </List.Item>
          ))}
        </List>
      )}
    </Page>
  );
}
