/**
 * /admin/login: username and password on a site (optional: empty = the default site). After login
 * the user goes back to `redirect` (a console path only) or to the first page they may open.
 * Kept light on purpose: plain antd Form, Input and Button rather than ProForm's LoginForm (its
 * field registry pulls every picker into the chunk), and no Card or Typography (they bring tabs,
 * menus and tooltips); no ProTable or charts (goal: login route ≤ 300 KiB gzip).
 */
import { t } from '@campus/i18n';
import { GlobalOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, useModel, useSearchParams } from '@umijs/max';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import access, { firstAllowedPage, safeRedirect } from '@/access';
import { LangSwitch } from '@/components/LangSwitch';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { entryAuth, entrySite } from '@/services/entry-endpoints';
import { setTimeZone } from '@/lib/time';
import { errorText } from '@/services/errors';
import { getSite, setSite } from '@/services/site';

interface LoginValues {
  site?: string;
  username: string;
  password: string;
}

export default function LoginPage() {
  useLang();
  const [params] = useSearchParams();
  const { setInitialState } = useModel('@@initialState');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (values: LoginValues) => {
    setError(null);
    setBusy(true);
    const site = values.site?.trim() || undefined;
    const previous = getSite();
    setSite(site);
    try {
      const res = await call(entryAuth.login, { username: values.username, password: values.password }, { silent: true });
      const state = { user: res.user, auth: res.auth };
      // The site chosen here may keep another clock than the one the console started with.
      if (site !== previous) await call(entrySite.info, {}, { silent: true }).then((info) => setTimeZone(info.timezone), () => undefined);
      // Synchronously, so the layout sees the user before it mounts (else it sends us back here).
      flushSync(() => void setInitialState((s) => ({ ...s, ...state })));
      history.replace(safeRedirect(params.get('redirect')) ?? firstAllowedPage(access(state)) ?? '/');
    } catch (err) {
      setSite(previous);
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-page="login" style={{ minHeight: '100vh', background: '#f0f2f5', paddingTop: 96 }}>
      <div style={{ position: 'absolute', top: 16, right: 24 }}>
        <LangSwitch />
      </div>
      <div style={{ width: 380, margin: '0 auto', padding: 32, background: '#fff', borderRadius: 8, boxShadow: '0 1px 2px rgba(0,0,0,.06)' }}>
        <h1 style={{ textAlign: 'center', fontSize: 24, fontWeight: 600, margin: '0 0 4px' }}>{t('admin.title')}</h1>
        <p style={{ textAlign: 'center', color: 'rgba(0,0,0,.45)', margin: '0 0 24px' }}>{t('admin.login.subtitle')}</p>
        {error && <Alert style={{ marginBottom: 16 }} type="error" showIcon message={error} data-testid="login-error" />}
        <Form<LoginValues> size="large" initialValues={{ site: params.get('site') ?? getSite() ?? '' }} onFinish={(v) => void submit(v)}>
          <Form.Item name="username" rules={[{ required: true, message: t('admin.login.usernameRequired') }]}>
            <Input id="username" prefix={<UserOutlined />} autoComplete="username" placeholder={t('admin.login.username')} />
          </Form.Item>
          <Form.Item name="password" rules={[{ required: true, message: t('admin.login.passwordRequired') }]}>
            <Input.Password id="password" prefix={<LockOutlined />} autoComplete="current-password" placeholder={t('admin.login.password')} />
          </Form.Item>
          <Form.Item
            name="site"
            rules={[{ pattern: /^[a-z0-9_-]{0,32}$/, message: t('admin.login.siteInvalid') }]}
          >
            <Input id="site" prefix={<GlobalOutlined />} placeholder={t('admin.login.site')} title={t('admin.login.siteHelp')} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('common.login')}
          </Button>
        </Form>
      </div>
    </div>
  );
}
