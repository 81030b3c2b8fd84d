/** Plugs the H5's views into the request client's error behaviours (spec section 8). */
import { POPUP_ERROR_DURATION_MS } from '@campus/api/client';
import { clearLogin } from '@campus/api/rules';
import { t } from '@campus/i18n';
import { api, appHref, client, loadingCounter } from '../lib/api';
import { loginRedirect } from '../lib/login';
import { loadSite } from '../lib/site';
import { setPageError } from './page-error';
import { logApi } from '../lib/endpoints';

const popups = () => import('../shared/popups');

/** The server's login_url for this site, rebuilt with the mobile rule when it is the site's own page. */
async function loginTarget(loginUrl: string): Promise<string> {
  const u = new URL(loginUrl, location.origin);
  const redirect = u.searchParams.get('redirect_url') ?? location.href;
  if (u.origin === location.origin && u.pathname === appHref('/center/login')) {
    const site = await loadSite();
    return loginRedirect(redirect, site?.login);
  }
  return loginUrl;
}

export function installClientHandlers(): void {
  client.setHandlers({
    notLoggedIn({ m, loginUrl }, mode) {
      // Spec section 4: without a session the stored permissions are cleared. The in-memory
      // session stays until the page leaves, so the alert mode can still show its message.
      try {
        clearLogin(localStorage);
      } catch {
        // storage refused: nothing stored to clear
      }
      void Promise.all([popups(), loginTarget(loginUrl)]).then(([p, target]) => {
        p.clearPopups();
        if (mode === 'alert') void p.alertThen(m, t('common.ok')).then(() => location.assign(target));
        else location.assign(target);
      });
    },
    systemError(mode, message) {
      if (mode === 'page') setPageError({ kind: 'system', message });
      else void popups().then((p) => p.toast(message, POPUP_ERROR_DURATION_MS));
    },
    networkError() {
      setPageError({ kind: 'network' });
    },
    noData(message) {
      setPageError({ kind: 'noData', message });
    },
    loading(delta) {
      if (delta > 0) loadingCounter.inc();
      else loadingCounter.dec();
    },
    logError(payload) {
      api(logApi.saveWebLog, payload, { silent: true }).catch(() => undefined);
    },
  });
}
