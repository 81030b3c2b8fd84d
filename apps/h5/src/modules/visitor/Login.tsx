/**
 * cfauVisitor/login: a visitor without a campus account signs in with a mobile number and a
 * 6-digit SMS code (the server makes the visitor account on the first sign-in), then goes on to
 * where they were headed, by default the booking form. Campus people are pointed to their login.
 */
import { E } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { Button, Input, List, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { afterLoginTarget, loginRedirect } from '../../lib/login';
import { setSession } from '../../lib/session';
import { loadSite } from '../../lib/site';
import { errorText } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { visitorApi } from './endpoints';
import { visitorPath } from './paths';
import './visitor.css';

const MOBILE = /^1[3-9]\d{9}$/;

export default function VisitorLogin() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect_url');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);
  const [campus, setCampus] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function send() {
    if (!MOBILE.test(mobile.trim())) return void Toast.show({ content: tr('visitor.login.badMobile') });
    try {
      const d = await api(visitorApi.sendCode, { mobile: mobile.trim() }, { loading: true, silent: true });
      Toast.show({ content: tr('visitor.login.sent', { to: d.to }) });
      setWait(d.resendIn);
    } catch (err) {
      setCampus(err instanceof ApiError && err.e === E.ALREADY_TAKEN);
      const retry = err instanceof ApiError ? Number((err.d as { retry_after?: unknown } | null)?.retry_after) : NaN;
      if (retry > 0 && retry <= 60) setWait(retry);
      Toast.show({ content: errorText(err), icon: 'fail' });
    }
  }

  async function submit() {
    if (!MOBILE.test(mobile.trim())) return void Toast.show({ content: tr('visitor.login.badMobile') });
    if (!/^\d{6}$/.test(code.trim())) return void Toast.show({ content: tr('visitor.login.needCode') });
    setBusy(true);
    try {
      const d = await api(visitorApi.login, { mobile: mobile.trim(), code: code.trim() }, { loading: true, silent: true });
      setSession(d);
      Toast.show({ content: tr('visitor.login.welcome'), icon: 'success' });
      if (redirect) location.assign(afterLoginTarget(redirect));
      else navigate(visitorPath('apply'), { replace: true });
    } catch (err) {
      Toast.show({ content: errorText(err), icon: 'fail' });
    } finally {
      setBusy(false);
    }
  }

  const toCampus = () => void loadSite().then((site) => location.assign(loginRedirect(location.origin + (redirect ?? ''), site?.login)));
  return (
    <Page page="visitor-login">
      <div className="vis-login-head">
        <h1 className="page-title">{tr('visitor.login.heading')}</h1>
        <p className="muted">{tr('visitor.login.hint')}</p>
      </div>
      <List>
        <List.Item>
          <Input name="mobile" type="tel" inputMode="numeric" maxLength={11} placeholder={tr('visitor.login.mobile')} value={mobile} onChange={setMobile} clearable data-testid="visitor-mobile" />
        </List.Item>
        <List.Item
          extra={
            <Button size="small" color="primary" fill="outline" disabled={wait > 0} onClick={() => void send()} data-testid="visitor-send">
              {wait > 0 ? tr('visitor.login.resend', { n: wait }) : tr('visitor.login.send')}
            </Button>
          }
        >
          <Input name="code" inputMode="numeric" maxLength={6} placeholder={tr('visitor.login.code')} value={code} onChange={setCode} onEnterPress={() => void submit()} data-testid="visitor-code" />
        </List.Item>
      </List>
      <Button block color="primary" size="large" loading={busy} style={{ marginTop: 16 }} onClick={() => void submit()} data-testid="visitor-login">
        {tr('visitor.login.submit')}
      </Button>
      <div className="vis-campus">
        <span className={campus ? 'vis-warn' : 'muted'}>{tr('visitor.login.campus')}</span>
        <Button size="mini" fill="none" color="primary" onClick={toCampus}>{tr('visitor.login.toCampus')}</Button>
      </div>
    </Page>
  );
}
