/**
 * signpoject/createsign (anyone's audience) and qrcodeclass/index (variant `class`: a counselor
 * picks their classes): an organiser starts a sign-in now, for a duration, optionally limited to a
 * radius around where they stand and to one account per device, then shows its code. A named
 * form: required fields carry the asterisk and, sent incomplete, each says under it what it misses.
 */
import type { SigninMode } from '@campus/api';
import { hasModuleAuth } from '@campus/api/rules';
import { Button, Form, Input, Result, Selector, Stepper, Switch, Toast } from 'antd-mobile';
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

interface Values {
  title: string;
  place: string;
  mode: SigninMode[];
  minutes: number | null;
  late: number | null;
  audience: ('site' | 'classes')[];
  classes: string[];
  radius: number | null;
  oneDevice: boolean;
}

/** A single-choice Selector stays chosen: tapping the chosen option again keeps it. */
const keepOne = <T,>(v: T[], prev: T[]) => (v.length ? v : prev);

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
  const [form] = Form.useForm<Values>();
  const audience = Form.useWatch('audience', form);
  const whole = !byClass && audience?.[0] !== 'classes';
  const [classes, setClasses] = useState<ClassOption[]>([]);
  const [where, setWhere] = useState<Position | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api(signinApi.classes, {})
      .then((d) => {
        setClasses(d.list);
        if (byClass) form.setFieldValue('classes', d.list.filter((c) => c.mine).map((c) => c.id));
      })
      .catch(toastError);
  }, [byClass, form]);

  async function locate(on: boolean) {
    if (!on) return setWhere(null);
    const p = await currentPosition();
    if (!p) Toast.show({ content: tr('signin.hint.noLocation') });
    setWhere(p);
  }

  async function submit(v: Values) {
    const mode = v.mode[0] ?? 'qr';
    const minutes = Number(v.minutes) || 1;
    const late = Number(v.late) || 0;
    const startsAt = Math.floor(Date.now() / 1000);
    setBusy(true);
    try {
      const r = await api(
        signinApi.save,
        {
          title: v.title.trim(),
          place: (v.place ?? '').trim(),
          mode,
          startsAt,
          endsAt: startsAt + minutes * 60,
          lateMinutes: late < minutes ? late : 0,
          audience: whole ? { site: true } : { classes: v.classes },
          ...(where ? { lat: where.lat, lng: where.lng, radius: Number(v.radius) || 10 } : {}),
          oneDevice: v.oneDevice,
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

  const classPicker = (
    <Form.Item
      name="classes"
      label={byClass ? tr('signin.field.audience') : tr('signin.field.classes')}
      rules={[{ required: true, type: 'array', min: 1, message: tr('signin.hint.classRequired') }]}
    >
      <Selector
        multiple
        columns={1}
        options={classes.map((c) => ({
          label: `${c.name}（${tr('signin.field.members', { n: c.members })}）${c.mine ? ` · ${tr('signin.field.myClass')}` : ''}`,
          value: c.id,
        }))}
      />
    </Form.Item>
  );
  return (
    <Page page={byClass ? 'signin-class' : 'signin-create'}>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ title: '', place: '', mode: ['qr'], minutes: byClass ? 15 : 30, late: 0, audience: ['site'], classes: [], radius: 200, oneDevice: false }}
        onFinish={(v) => void submit(v)}
        footer={
          <Button block type="submit" color="primary" loading={busy} data-testid="signin-submit">
            {tr('signin.action.create')}
          </Button>
        }
      >
        <Form.Item name="title" label={tr('signin.field.title')} rules={[{ required: true, whitespace: true, message: tr('signin.hint.titleRequired') }]}>
          <Input maxLength={120} placeholder={tr('signin.field.title')} data-testid="signin-title" />
        </Form.Item>
        <Form.Item name="place" label={tr('signin.field.place')}>
          <Input maxLength={200} placeholder={tr('signin.field.place')} />
        </Form.Item>
        <Form.Item name="mode" label={tr('signin.field.mode')} required normalize={keepOne}>
          <Selector columns={2} options={MODES.map((m) => ({ label: tr(`signin.mode.${m}`), value: m }))} />
        </Form.Item>
        <Form.Item name="minutes" label={tr('signin.field.duration')} required>
          <Stepper min={1} max={1440} />
        </Form.Item>
        <Form.Item name="late" label={tr('signin.field.lateMinutes')}>
          <Stepper min={0} max={1440} />
        </Form.Item>
        {byClass ? (
          classPicker
        ) : (
          <>
            <Form.Item name="audience" label={tr('signin.field.audience')} required normalize={keepOne}>
              <Selector
                options={[
                  { label: tr('signin.field.wholeSite'), value: 'site' },
                  { label: tr('signin.field.classes'), value: 'classes' },
                ]}
              />
            </Form.Item>
            {whole ? null : classPicker}
          </>
        )}
        <Form.Item
          label={tr('signin.field.location')}
          layout="horizontal"
          childElementPosition="right"
          className="signin-switch"
          description={where ? <span className="signin-muted">{`${where.lat.toFixed(5)}, ${where.lng.toFixed(5)}`}</span> : undefined}
        >
          <Switch checked={!!where} onChange={(on) => void locate(on)} data-testid="signin-location" />
        </Form.Item>
        {where ? (
          <Form.Item name="radius" label={tr('signin.field.radius')}>
            <Stepper min={10} max={100000} step={50} />
          </Form.Item>
        ) : null}
        <Form.Item name="oneDevice" label={tr('signin.field.oneDevice')} valuePropName="checked" layout="horizontal" childElementPosition="right" className="signin-switch">
          <Switch data-testid="signin-one-device" />
        </Form.Item>
      </Form>
    </Page>
  );
}
