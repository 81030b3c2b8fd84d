/**
 * repair/login: the repair entry of workers and dispatchers. It is the shared login — someone
 * not logged in is sent there and comes back here — and then points each person to their screen.
 */
import { SpinLoading } from 'antd-mobile';
import { useEffect } from 'react';
import { loginRedirect } from '../../../lib/login';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { loadSite } from '../../../lib/site';
import type { ScreenProps } from '../../../route-types';
import { Page } from '../../../shared/Page';
import { Entries } from './Entries';
import './repair.css';

export default function Login(props: ScreenProps) {
  const tr = useT();
  const session = useSession();
  useEffect(() => {
    if (session.loaded && !session.user) void loadSite().then((site) => location.replace(loginRedirect(location.href, site?.login)));
  }, [session]);
  if (!session.user)
    return (
      <div className="status-view" data-page="repair-login">
        <SpinLoading />
      </div>
    );
  return (
    <Page page="repair-login" title={tr('repair.login.hello', { name: session.user.name })}>
      <div className="repair-meta" style={{ padding: '0 12px' }}>
        {tr('repair.login.pick')}
      </div>
      <Entries variant={props.variant} report />
    </Page>
  );
}
