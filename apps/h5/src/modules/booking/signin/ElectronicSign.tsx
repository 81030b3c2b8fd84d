/**
 * electronicSign/index: electronic signature sign-in. With `?s=<id>` the attendee signs with a
 * finger on a canvas; the picture is uploaded (upload.bybase64), and the upload's id goes with
 * the sign-in so the organiser's record carries the signature. Without `s`: my open ones to pick.
 */
import type { SigninMine } from '@campus/api';
import { Button, List, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { signinApi, uploadApi } from './endpoints';
import { when } from './logic';
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
          <List.Item key={s.id} onClick={() => navigate(`/electronicSign/index?s=${s.id}`)} description={`${when(s.startsAt)} – ${when(s.endsAt)}`}>
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
  const drawn = useRef(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    c.width = c.clientWidth * 2;
    c.height = c.clientHeight * 2;
    const g = c.getContext('2d');
    if (!g) return;
    g.lineWidth = 5;
    g.lineCap = 'round';
    g.strokeStyle = '#111';
    let down = false;
    const at = (e: PointerEvent) => {
      const r = c.getBoundingClientRect();
      return [((e.clientX - r.left) / r.width) * c.width, ((e.clientY - r.top) / r.height) * c.height] as const;
    };
    const start = (e: PointerEvent) => {
      down = true;
      c.setPointerCapture(e.pointerId);
      g.beginPath();
      g.moveTo(...at(e));
    };
    const move = (e: PointerEvent) => {
      if (!down) return;
      g.lineTo(...at(e));
      g.stroke();
      drawn.current = true;
    };
    const end = () => {
      down = false;
    };
    c.addEventListener('pointerdown', start);
    c.addEventListener('pointermove', move);
    c.addEventListener('pointerup', end);
    c.addEventListener('pointercancel', end);
    return () => {
      c.removeEventListener('pointerdown', start);
      c.removeEventListener('pointermove', move);
      c.removeEventListener('pointerup', end);
      c.removeEventListener('pointercancel', end);
    };
  }, []);

  function clear() {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    drawn.current = false;
  }

  async function submit() {
    if (!drawn.current || !canvas.current) return Toast.show({ content: tr('signin.hint.emptySignature') });
    setBusy(true);
    try {
      const up = await api(uploadApi.bybase64, { file: canvas.current.toDataURL('image/png'), name: 'signature.png' });
      navigate(await submitSign({ id: props.id, signatureId: up.id }));
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page page="signin-electronic">
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
