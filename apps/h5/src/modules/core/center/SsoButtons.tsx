/** One button per single sign-on method of the site (sso/init); each starts the provider's login. */
import { Button, Divider } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api, baseInfo } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { ssoApi } from '../../../lib/endpoints';

interface Method {
  id: string;
  name: string;
}

/** The redirect kept for after sign-on must be a path on this site (the server checks it too). */
function samePath(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url, location.origin);
    return u.origin === location.origin ? u.pathname + u.search : undefined;
  } catch {
    return undefined;
  }
}

export function ssoLoginHref(method: string, redirect: string | null): string {
  const q = new URLSearchParams({ method });
  const path = samePath(redirect);
  if (path) q.set('redirect_url', path);
  // A plain navigation carries no X-Site header: name the site in the query.
  if (baseInfo.site) q.set('site', baseInfo.site);
  return `${ssoApi.login.path}?${q.toString()}`;
}

export function SsoButtons(props: { redirect: string | null }) {
  const tr = useT();
  const [methods, setMethods] = useState<Method[]>([]);
  useEffect(() => {
    api(ssoApi.init, {}, { silent: true })
      .then((d) => setMethods(d.methods))
      .catch(() => setMethods([]));
  }, []);
  if (methods.length === 0) return null;
  return (
    <>
      <Divider>{tr('h5.login.ssoDivider')}</Divider>
      {methods.map((m) => (
        <Button key={m.id} block fill="outline" style={{ marginBottom: 8 }} onClick={() => location.assign(ssoLoginHref(m.id, props.redirect))}>
          {m.name}
        </Button>
      ))}
    </>
  );
}
