/**
 * electronicSign/index: electronic signature sign-in. With `?s=<id>` the attendee, told which
 * sign-in it is, signs with a finger on a canvas; the picture is uploaded (upload.bybase64), and
 * the upload's id goes with the sign-in so the organiser's record carries the signature.
 * Without `s`: my open ones to pick.
 */
import type { SigninMine } from '@campus/api';
import { Button, List, Toast } from 'antd-mobile';
import { attachInk, type Ink } from '@campus/api/client';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { shortText } from '../../../lib/time';
import { errorText, toastError } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { signinApi, uploadApi } from './endpoints';
import { SigninHeading } from './Heading';
import { submitSign } from './submit';
import './signin.css';

export default function ElectronicSign() {
  const [params] = useSearchParams();
  const id = params.get('s');
  return id ? <Pad id={id} /> : <Pick />;
}

function Pick() {
  const tr = useT();
  const navigate = useNavigate();
  const [list, setList] = useState<SigninMine[] | null>(null);
  useEffect(() => {
    api(signinApi.index, { mode: 'signature', pageSize: 100 })
      .then((d) => setList(d.list.filter((s) => s.phase === 'open' && !s.mine)))
      .catch((err) => {
        setList([]);
        toastError(err);
      });
  }, []);
  return (
    <Page page="signin-electronic">
      {list && !list.length ? <p className="signin-muted">{tr('signin.hint.noOpen')}</p> : null}
      <List>
        {(list ?? []).map((s) => (
          <List.Item key={s.id} onClick={() => navigate(`/electronicSign/index?s=${s.id}`)} description={`${shortText(s.startsAt)} – ${shortText(s.endsAt)}`}>
            {s.title}
          </List.Item>
        ))}
      </List>
    </Page>
  );
}

function Pad(props: { id: string }) {
  const tr = useT();
  const navigate = useNavigate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const ink = useRef<Ink | null>(null);
  const [busy, setBusy] = useState(false);
  const [signin, setSignin] = useState<SigninMine | null>(null);
  const [refused, setRefused] = useState('');

  useEffect(() => {
    api(signinApi.detail, { id: props.id }, { silent: true })
      .then(setSignin)
      .catch((err) => setRefused(errorText(err)));
  }, [props.id]);

  useEffect(() => {
    if (!canvas.current) return;
    const attached = attachInk(canvas.current, { lineWidth: 2.5 });
    ink.current = attached;
    return attached.detach;
  }, []);

  const clear = () => ink.current?.clear();

  async function submit() {
    if (!ink.current?.inked() || !canvas.current) return Toast.show({ content: tr('signin.hint.emptySignature') });
    setBusy(true);
    try {
      const up = await api(uploadApi.bybase64, { file: canvas.current.toDataURL('image/png'), name: 'signature.png' });
      navigate((await submitSign({ via: 'signature', id: props.id, signatureId: up.id })).href);
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  if (refused) return <NoData message={refused} />;
  return (
    <Page page="signin-electronic">
      {signin ? (
        <div className="page-card">
          <SigninHeading of={signin} />
        </div>
      ) : null}
      <p className="signin-muted">{tr('signin.hint.signature')}</p>
      <canvas ref={canvas} className="signin-pad" data-testid="signin-pad" />
      <div className="signin-actions">
        <Button onClick={clear}>{tr('signin.action.clear')}</Button>
        <Button color="primary" loading={busy} onClick={() => void submit()}>
          {tr('signin.action.submit')}
        </Button>
      </div>
    </Page>
  );
}
