/**
 * sso/index (identity authentication): without `pending` it lists the site's sign-on methods;
 * with `pending` (a campus identity not bound yet) it binds it to my account, or to the account
 * whose username and password are given, which logs in.
 */
import { type OutputOf } from '@campus/api';
import { Button, Input, List, Result } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { afterLoginTarget } from '../../../lib/login';
import { setSession } from '../../../lib/session';
import { errorText, toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { SsoButtons } from '../center/SsoButtons';
import { ssoApi } from '../../../lib/endpoints';

type Pending = OutputOf<typeof ssoApi.pending>;

function Bind(props: { pending: string }) {
  const tr = useT();
  const [info, setInfo] = useState<Pending | null>(null);
  const [failure, setFailure] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    api(ssoApi.pending, { pending: props.pending })
      .then(setInfo)
      .catch((err: unknown) => setFailure(errorText(err)));
  }, [props.pending]);

  async function bind(withAccount: boolean) {
    try {
      const input = withAccount ? { pending: props.pending, username: username.trim(), password } : { pending: props.pending };
      const d = await api(ssoApi.bind, input, { loading: true });
      setSession(d);
      location.assign(afterLoginTarget(d.redirect_url));
    } catch (err) {
      toastError(err);
    }
  }

  if (failure) return <Result status="error" title={failure} />;
  if (!info) return null;
  return (
    <>
      <div className="page-card">
        <div className="page-title">{tr('h5.sso.bindTitle', { name: info.displayName })}</div>
        <p className="muted">{tr('h5.sso.bindHint', { method: info.methodName })}</p>
      </div>
      {info.currentUser ? (
        <Button block color="primary" onClick={() => void bind(false)}>
          {tr('h5.sso.bindMine', { user: info.currentUser })}
        </Button>
      ) : null}
      <List header={tr('h5.sso.bindOther')}>
        <List.Item>
          <Input value={username} onChange={setUsername} placeholder={tr('h5.login.username')} />
        </List.Item>
        <List.Item>
          <Input type="password" value={password} onChange={setPassword} placeholder={tr('h5.login.password')} />
        </List.Item>
      </List>
      <Button block fill="outline" style={{ marginTop: 12 }} disabled={!username.trim() || !password} onClick={() => void bind(true)}>
        {tr('h5.sso.bindButton')}
      </Button>
    </>
  );
}

export default function SsoIndex() {
  const tr = useT();
  const [params] = useSearchParams();
  const pending = params.get('pending');
  return (
    <Page title={tr('h5.title.sso')} page="sso">
      {pending ? (
        <Bind pending={pending} />
      ) : (
        <>
          <p className="muted">{tr('h5.sso.intro')}</p>
          <SsoButtons redirect={params.get('redirect_url')} />
        </>
      )}
    </Page>
  );
}
