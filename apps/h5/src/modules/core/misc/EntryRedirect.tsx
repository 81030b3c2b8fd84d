/**
 * xidianMinigramLogin/index: the entry a mini-program opens. A logged-in user goes on to
 * `redirect_url` (on this site) or the hall; anyone else goes to login and comes back here.
 */
import { SpinLoading } from 'antd-mobile';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { afterLoginTarget, loginRedirect } from '../../../lib/login';
import { useSession } from '../../../lib/session';
import { loadSite } from '../../../lib/site';

export default function EntryRedirect() {
  const session = useSession();
  const [params] = useSearchParams();
  const redirect = params.get('redirect_url');
  useEffect(() => {
    if (!session.loaded) return;
    if (session.user) location.replace(afterLoginTarget(redirect));
    else void loadSite().then((site) => location.replace(loginRedirect(location.href, site?.login)));
  }, [session, redirect]);
  return (
    <div className="status-view" data-page="entry-redirect">
      <SpinLoading />
    </div>
  );
}
