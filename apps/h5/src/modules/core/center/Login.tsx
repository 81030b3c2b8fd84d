/**
 * Account login (spec section 7): username and password; the slider captcha when the server
 * asks for one; SSO buttons from sso/init; afterwards the browser goes to redirect_url.
 */
import { E } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { Button, Input, List, Popup, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { afterLoginTarget } from '../../../lib/login';
import { setSession } from '../../../lib/session';
import { useSite } from '../../../lib/site';
import { errorText } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { SliderCaptcha } from '../hkhtml/SliderCaptchaBox';
import { SsoButtons } from './SsoButtons';
import { authApi } from '../../../lib/endpoints';

/** The pass token hkhtml/index leaves for the login screen; used once. */
function takeStoredCaptcha(): string | undefined {
  try {
    const token = sessionStorage.getItem('captcha');
    sessionStorage.removeItem('captcha');
    return token ?? undefined;
  } catch {
    return undefined;
  }
}

function needsCaptcha(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return err.e === E.CAPTCHA_FAILED || (err.d as { captcha_required?: unknown } | null)?.captcha_required === true;
}

export default function Login() {
  const tr = useT();
  const site = useSite();
  const [params] = useSearchParams();
  const redirect = params.get('redirect_url');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const ssoError = params.get('sso_error');

  useEffect(() => {
    if (ssoError) Toast.show({ content: tr('h5.login.ssoError', { code: ssoError }), icon: 'fail' });
  }, [ssoError, tr]);

  async function submit(given?: string) {
    const captcha = given ?? takeStoredCaptcha();
    if (!username.trim() || !password) {
      Toast.show({ content: tr('h5.login.required') });
      return;
    }
    setBusy(true);
    try {
      const d = await api(authApi.login, { username: username.trim(), password, ...(captcha ? { captcha } : {}) }, { loading: true });
      setSession(d);
      location.assign(afterLoginTarget(redirect));
    } catch (err) {
      if (needsCaptcha(err)) setCaptchaOpen(true);
      else Toast.show({ content: errorText(err), icon: 'fail' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page page="login">
      <div className="center" style={{ margin: '24px 0' }}>
        <img src={site?.logo || `${import.meta.env.BASE_URL}static/images/logo.png`} alt="" width={64} height={64} />
        <h1 className="page-title">{site?.name ?? tr('h5.login.heading')}</h1>
      </div>
      <List>
        <List.Item>
          <Input name="username" placeholder={tr('h5.login.username')} value={username} onChange={setUsername} autoComplete="username" clearable />
        </List.Item>
        <List.Item>
          <Input
            name="password"
            type="password"
            placeholder={tr('h5.login.password')}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            onEnterPress={() => void submit()}
          />
        </List.Item>
      </List>
      <Button block color="primary" size="large" loading={busy} style={{ marginTop: 16 }} onClick={() => void submit()}>
        {tr('common.login')}
      </Button>
      <SsoButtons redirect={redirect} />
      <Popup visible={captchaOpen} onMaskClick={() => setCaptchaOpen(false)} bodyStyle={{ padding: 16 }}>
        {captchaOpen ? (
          <SliderCaptcha
            onPass={(token) => {
              setCaptchaOpen(false);
              void submit(token);
            }}
          />
        ) : null}
      </Popup>
    </Page>
  );
}
