/** center/personal: my profile, links to my screens, the language switch (persists) and logout. */
import { type UserInfo } from '@campus/api';
import { LANGS, setLang, type Lang } from '@campus/i18n';
import { Avatar, Button, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOnShow } from '../../../lib/active';
import { api } from '../../../lib/api';
import { useLang, useT } from '../../../lib/i18n';
import { forgetLogin } from '../../../lib/session';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { authApi, userApi } from '../../../lib/endpoints';

const LANG_LABEL: Record<Lang, string> = { zh: '简体中文', en: 'English', tw: '繁體中文' };

export default function Personal() {
  const tr = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const [info, setInfo] = useState<UserInfo | null>(null);

  // Kept alive: fetched again each time it is shown, so edits made meanwhile appear.
  useOnShow(() => {
    api(userApi.getInfo, {}, { errorMode: 'page' }).then(setInfo).catch(toastError);
  });

  async function logout() {
    try {
      const d = await api(authApi.logout, {}, { loading: true });
      // Leave for the logout address; the screens' login guards must not race it to the login page.
      forgetLogin();
      location.assign(d.logout_url);
    } catch (err) {
      toastError(err);
    }
  }

  const links: [string, string][] = [
    ['/center/edit', tr('h5.title.edit')],
    ['/center/qrcode', tr('h5.title.qrcode')],
    ['/center/sweepCode', tr('h5.title.sweep')],
    ['/center/switch', tr('h5.title.switch')],
    ['/password/change', tr('h5.title.password')],
  ];

  return (
    <Page page="personal">
      <div className="page-card row">
        <Avatar src={info?.avatar ?? ''} style={{ '--size': '56px', '--border-radius': '28px' }} />
        <div className="grow">
          <div className="page-title" data-testid="personal-name">
            {info?.name ?? ''}
          </div>
          <div className="muted">
            {info ? `${tr('h5.personal.number')}: ${info.number || '-'} · ${info.department ?? ''}` : ''}
          </div>
        </div>
      </div>
      <List>
        {links.map(([to, label]) => (
          <List.Item key={to} onClick={() => navigate(to)}>
            {label}
          </List.Item>
        ))}
      </List>
      <div className="page-card" style={{ marginTop: 12 }}>
        <div className="muted" style={{ marginBottom: 8 }}>
          {tr('common.language')}
        </div>
        <Selector
          columns={3}
          value={[lang]}
          options={LANGS.map((l) => ({ label: LANG_LABEL[l], value: l }))}
          onChange={(v) => v[0] && setLang(v[0])}
        />
      </div>
      <Button block color="danger" fill="outline" onClick={() => void logout()}>
        {tr('common.logout')}
      </Button>
    </Page>
  );
}
