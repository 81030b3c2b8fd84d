/** center/switch: my linked accounts; switching starts a new session as the chosen one. */
import { type LinkedAccount } from '@campus/api';
import { Button, Dialog, Input, List, Tag, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api, appHref } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { setSession } from '../../../lib/session';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { userApi } from '../../../lib/endpoints';

export default function Switch() {
  const tr = useT();
  const [list, setList] = useState<LinkedAccount[]>([]);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    api(userApi.accounts, {}, { errorMode: 'page' })
      .then((d) => setList(d.list))
      .catch(toastError);
  }, []);

  async function switchTo(a: LinkedAccount) {
    if (a.current || !a.active) return;
    const ok = await Dialog.confirm({ content: tr('h5.switch.confirm', { name: a.name }), confirmText: tr('common.ok'), cancelText: tr('common.cancel') });
    if (!ok) return;
    try {
      setSession(await api(userApi.switch, { id: a.id }, { loading: true }));
      location.assign(appHref('/center/personal'));
    } catch (err) {
      toastError(err);
    }
  }

  async function link() {
    try {
      const d = await api(userApi.linkAccount, { username: username.trim(), password }, { loading: true });
      setList(d.list);
      setUsername('');
      setPassword('');
      Toast.show({ content: tr('common.success'), icon: 'success' });
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <Page page="switch">
      <List header={tr('h5.switch.accounts')}>
        {list.map((a) => (
          <List.Item
            key={a.id}
            description={`${a.username} · ${a.number || '-'}`}
            extra={a.current ? <Tag color="primary">{tr('h5.switch.current')}</Tag> : !a.active ? <Tag>{tr('h5.switch.disabled')}</Tag> : null}
            onClick={() => void switchTo(a)}
          >
            {a.name}
          </List.Item>
        ))}
      </List>
      <List header={tr('h5.switch.link')}>
        <List.Item>
          <Input value={username} onChange={setUsername} placeholder={tr('h5.login.username')} />
        </List.Item>
        <List.Item>
          <Input type="password" value={password} onChange={setPassword} placeholder={tr('h5.login.password')} />
        </List.Item>
      </List>
      <Button block color="primary" style={{ marginTop: 12 }} disabled={!username.trim() || !password} onClick={() => void link()}>
        {tr('h5.switch.linkButton')}
      </Button>
    </Page>
  );
}
