/**
 * checkpoint/index: fixed checkpoint sign-ins (patrol and attendance points). With `?s=<id>`
 * the organiser gets the point's printable, non-rotating QR; every scan of it records a visit.
 * Without it: the organiser's checkpoints, and the attendee's points with their visits.
 */
import type { SigninManaged, SigninMine } from '@campus/api';
import { hasModuleAuth } from '@campus/api/rules';
import { Button, List, Tag } from 'antd-mobile';
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
import ShowCode from './ShowCode';
import './signin.css';

export default function Checkpoint() {
  const [params] = useSearchParams();
  return params.get('s') ? <Printable /> : <Points />;
}

function Printable() {
  const tr = useT();
  return (
    <>
      <ShowCode />
      <Button block className="signin-noprint" onClick={() => window.print()} style={{ marginTop: 8 }}>
        {tr('signin.action.print')}
      </Button>
    </>
  );
}

function Points() {
  const tr = useT();
  const navigate = useNavigate();
  const { auth } = useSession();
  const organiser = hasModuleAuth(auth, 'signin', 'manage');
  const [mine, setMine] = useState<SigninMine[]>([]);
  const [points, setPoints] = useState<SigninManaged[]>([]);

  useEffect(() => {
    api(signinApi.index, { mode: 'checkpoint', pageSize: 100 })
      .then((d) => setMine(d.list))
      .catch(toastError);
  }, []);
  useEffect(() => {
    if (!organiser) return;
    api(signinApi.manageList, { mine: true, pageSize: 100 })
      .then((d) => setPoints(d.list.filter((s) => s.mode === 'checkpoint')))
      .catch(toastError);
  }, [organiser]);

  return (
    <Page page="signin-checkpoint">
      <p className="signin-muted">{tr('signin.hint.checkpointAttendee')}</p>
      <Button block color="primary" onClick={() => navigate('/qrcodesign/index')}>
        {tr('signin.action.scan')}
      </Button>
      <List>
        {mine.map((s) => (
          <List.Item
            key={s.id}
            description={`${s.place || ''} ${shortText(s.startsAt)} – ${shortText(s.endsAt)}`}
            extra={s.mine ? <Tag color="success">{tr('signin.state.signed')}</Tag> : <Tag color={PHASE_COLOR[s.phase]}>{tr(`signin.phase.${s.phase}`)}</Tag>}
          >
            {s.title}
          </List.Item>
        ))}
      </List>
      {organiser ? (
        <>
          <p className="signin-muted">{tr('signin.hint.checkpointOrganiser')}</p>
          <List>
            {points.map((s) => (
              <List.Item key={s.id} onClick={() => navigate(`/checkpoint/index?s=${s.id}`)} description={tr('signin.state.counts', s.counts)}>
                {s.title}
              </List.Item>
            ))}
          </List>
        </>
      ) : null}
    </Page>
  );
}
