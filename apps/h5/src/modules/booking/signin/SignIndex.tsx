/**
 * signpoject/signindex: my sign-ins (open and upcoming, then ended, with my record) and, for
 * organisers (signin.manage), the sign-ins I started with their live counts.
 */
import type { SigninManaged, SigninMine } from '@campus/api';
import { hasModuleAuth } from '@campus/api/rules';
import { Button, List, Tabs, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { shortText } from '../../../lib/time';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { signinApi } from './endpoints';
import { PHASE_COLOR } from './logic';
import './signin.css';

export function buildHref(s: { id: string; mode: string }): string {
  if (s.mode === 'checkpoint') return `/checkpoint/index?s=${s.id}`;
  return `/qrcodebuild/index?s=${s.id}`;
}

export function attendHref(s: SigninMine): string {
  if (s.mode === 'signature') return `/electronicSign/index?s=${s.id}`;
  if (s.mode === 'number') return '/createdCode/index';
  return '/qrcodesign/index';
}

export default function SignIndex() {
  const tr = useT();
  const navigate = useNavigate();
  const { auth } = useSession();
  const organiser = hasModuleAuth(auth, 'signin', 'manage');
  // `?tab=organised` opens an organiser on their own sign-ins (qrcodebuild without one sends them here).
  const [params] = useSearchParams();
  const [tab, setTab] = useState(() => (['past', 'organised'].includes(params.get('tab') ?? '') ? params.get('tab')! : 'todo'));
  const [mine, setMine] = useState<SigninMine[] | null>(null);
  const [organised, setOrganised] = useState<SigninManaged[] | null>(null);

  useEffect(() => {
    api(signinApi.index, { pageSize: 100 })
      .then((d) => setMine(d.list))
      .catch((err) => {
        setMine([]);
        toastError(err);
      });
  }, []);
  useEffect(() => {
    if (!organiser) return;
    api(signinApi.manageList, { mine: true, pageSize: 50 })
      .then((d) => setOrganised(d.list))
      .catch(toastError);
  }, [organiser]);

  const row = (s: SigninMine) => (
    <List.Item
      key={s.id}
      data-testid="signin-item"
      onClick={s.phase === 'open' && !s.mine ? () => navigate(attendHref(s)) : undefined}
      description={`${shortText(s.startsAt)} – ${shortText(s.endsAt)} · ${tr(`signin.mode.${s.mode}`)}${s.place ? ` · ${s.place}` : ''}`}
      extra={
        s.mine ? (
          <Tag color={s.mine.late ? 'warning' : 'success'}>{s.mine.late ? tr('signin.state.late') : tr('signin.state.signed')}</Tag>
        ) : (
          <Tag color={PHASE_COLOR[s.phase]}>{s.phase === 'ended' ? tr('signin.state.unsigned') : tr(`signin.phase.${s.phase}`)}</Tag>
        )
      }
    >
      {s.title}
    </List.Item>
  );
  const todo = mine?.filter((s) => s.phase !== 'ended') ?? [];
  const past = mine?.filter((s) => s.phase === 'ended') ?? [];

  return (
    <Page page="signin-index">
      <div className="signin-actions signin-toolbar">
        <Button color="primary" onClick={() => navigate('/qrcodesign/index')}>
          {tr('signin.action.scan')}
        </Button>
        <Button onClick={() => navigate('/createdCode/index')}>{tr('signin.action.typeCode')}</Button>
        {organiser ? (
          <Button onClick={() => navigate('/signpoject/createsign')} data-testid="signin-create">
            {tr('signin.action.create')}
          </Button>
        ) : null}
      </div>
      <Tabs activeKey={tab === 'organised' && !organiser ? 'todo' : tab} onChange={setTab}>
        <Tabs.Tab title={tr('signin.tab.todo')} key="todo">
          {mine && !todo.length ? <p className="signin-muted">{tr('signin.hint.noOpen')}</p> : <List>{todo.map(row)}</List>}
        </Tabs.Tab>
        <Tabs.Tab title={tr('signin.tab.past')} key="past">
          <List>{past.map(row)}</List>
        </Tabs.Tab>
        {organiser ? (
          <Tabs.Tab title={tr('signin.tab.organised')} key="organised">
            {organised && !organised.length ? <p className="signin-muted">{tr('signin.hint.noOrganised')}</p> : null}
            <List>
              {(organised ?? []).map((s) => (
                <List.Item
                  key={s.id}
                  onClick={() => navigate(buildHref(s))}
                  description={`${shortText(s.startsAt)} – ${shortText(s.endsAt)} · ${tr('signin.state.counts', s.counts)}`}
                  extra={<Tag color={PHASE_COLOR[s.phase]}>{tr(`signin.phase.${s.phase}`)}</Tag>}
                >
                  {s.title}
                </List.Item>
              ))}
            </List>
          </Tabs.Tab>
        ) : null}
      </Tabs>
    </Page>
  );
}
