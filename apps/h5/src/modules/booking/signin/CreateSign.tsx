/**
 * signpoject/createsign (anyone's audience) and qrcodeclass/index (variant `class`: a counselor
 * picks their classes): an organiser starts a sign-in now, for a duration, optionally limited to a
 * radius around where they stand and to one account per device, then shows its code.
 */
import type { SigninMode } from '@campus/api';
import { hasModuleAuth } from '@campus/api/rules';
import { Button, Input, List, Result, Selector, Stepper, Switch, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import type { ScreenProps } from '../../../route-types';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { signinApi } from './endpoints';
import { currentPosition, type Position } from './logic';
import { buildHref } from './SignIndex';
import './signin.css';

interface ClassOption {
  id: string;
  name: string;
  members: number;
  mine: boolean;
}

const MODES: SigninMode[] = ['qr', 'number', 'checkpoint', 'signature'];

export default function CreateSign(props: ScreenProps) {
  const tr = useT();
  const session = useSession();
  // Only signin.manage holders may start one (the server refuses the rest): others get the reason, not a form.
  if (session.loaded && !hasModuleAuth(session.auth, 'signin', 'manage')) {
    return (
      <Page page="signin-create-denied">
        <Result status="warning" title={tr('errors.10003')} description={tr('signin.hint.createDenied')} data-testid="signin-denied" />
      </Page>
    );
  }
  return session.loaded ? <CreateForm variant={props.variant} /> : null;
}

function CreateForm(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const byClass = props.variant === 'class';
  const [title, setTitle] = useState('');
  const [place, setPlace] = useState('');
  const [mode, setMode] = useState<SigninMode>('qr');
  const [minutes, setMinutes] = useState(byClass ? 15 : 30);
  const [late, setLate] = useState(0);
  const [whole, setWhole] = useState(!byClass);
  const [classes, setClasses] = useState<ClassOption[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const [where, setWhere] = useState<Position | null>(null);
  const [radius, setRadius] = useState(200);
  const [oneDevice, setOneDevice] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api(signinApi.classes, {})
      .then((d) => {
        setClasses(d.list);
        if (byClass) setPicked(d.list.filter((c) => c.mine).map((c) => c.id));
      })
      .catch(toastError);
  }, [byClass]);

  async function locate(on: boolean) {
    if (!on) return setWhere(null);
    const p = await currentPosition();
    if (!p) Toast.show({ content: tr('signin.hint.noLocation') });
    setWhere(p);
  }

  async function submit() {
    if (!title.trim()) return Toast.show({ content: tr('signin.hint.titleRequired') });
    if (!whole && !picked.length) return Toast.show({ content: tr('signin.hint.classRequired') });
    const startsAt = Math.floor(Date.now() / 1000);
    setBusy(true);
    try {
      const r = await api(
        signinApi.save,
        {
          title: title.trim(),
          place: place.trim(),
          mode,
          startsAt,
          endsAt: startsAt + minutes * 60,
          lateMinutes: late < minutes ? late : 0,
          audience: whole ? { site: true } : { classes: picked },
          ...(where ? { lat: where.lat, lng: where.lng, radius } : {}),
          oneDevice,
        },
        { json: true },
      );
      navigate(buildHref({ id: r.id, mode }), { replace: true });
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page page={byClass ? 'signin-class' : 'signin-create'}>
      <List>
        <List.Item title={tr('signin.field.title')}>
          <Input value={title} onChange={setTitle} maxLength={120} placeholder={tr('signin.field.title')} data-testid="signin-title" />
        </List.Item>
        <List.Item title={tr('signin.field.place')}>
          <Input value={place} onChange={setPlace} maxLength={200} placeholder={tr('signin.field.place')} />
        </List.Item>
        <List.Item title={tr('signin.field.mode')}>
          <Selector columns={2} value={[mode]} onChange={(v) => v[0] && setMode(v[0])} options={MODES.map((m) => ({ label: tr(`signin.mode.${m}`), value: m }))} />
        </List.Item>
        <List.Item title={tr('signin.field.duration')}>
          <Stepper min={1} max={1440} value={minutes} onChange={(v) => setMinutes(Number(v) || 1)} />
        </List.Item>
        <List.Item title={tr('signin.field.lateMinutes')}>
          <Stepper min={0} max={1440} value={late} onChange={(v) => setLate(Number(v) || 0)} />
        </List.Item>
        <List.Item title={tr('signin.field.audience')}>
          {byClass ? null : (
            <Selector
              value={[whole ? 'site' : 'classes']}
              onChange={(v) => setWhole(v[0] !== 'classes')}
              options={[
                { label: tr('signin.field.wholeSite'), value: 'site' },
                { label: tr('signin.field.classes'), value: 'classes' },
              ]}
            />
          )}
          {whole ? null : (
            <Selector
              multiple
              columns={1}
              value={picked}
              onChange={setPicked}
              options={classes.map((c) => ({
                label: `${c.name}（${tr('signin.field.members', { n: c.members })}）${c.mine ? ` · ${tr('signin.field.myClass')}` : ''}`,
                value: c.id,
              }))}
            />
          )}
        </List.Item>
        <List.Item title={tr('signin.field.location')} extra={<Switch checked={!!where} onChange={(on) => void locate(on)} />}>
          {where ? (
            <>
              <span className="signin-muted">
                {where.lat.toFixed(5)}, {where.lng.toFixed(5)}
              </span>
              <div>
                {tr('signin.field.radius')} <Stepper min={10} max={100000} step={50} value={radius} onChange={(v) => setRadius(Number(v) || 10)} />
              </div>
            </>
          ) : null}
        </List.Item>
        <List.Item extra={<Switch checked={oneDevice} onChange={setOneDevice} />}>{tr('signin.field.oneDevice')}</List.Item>
      </List>
      <Button block color="primary" loading={busy} onClick={() => void submit()} style={{ marginTop: 16 }} data-testid="signin-submit">
        {tr('signin.action.create')}
      </Button>
    </Page>
  );
}
