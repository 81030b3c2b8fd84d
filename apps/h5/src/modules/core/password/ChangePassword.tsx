/** password/change: old and new password (twice); other sessions end on the server. */
import { Button, Input, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { userApi } from '../../../lib/endpoints';

export default function ChangePassword() {
  const tr = useT();
  const navigate = useNavigate();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [again, setAgain] = useState('');

  async function submit() {
    if (newPassword !== again) {
      Toast.show({ content: tr('h5.password.mismatch') });
      return;
    }
    try {
      await api(userApi.changePassword, { oldPassword, newPassword }, { loading: true });
      Toast.show({ content: tr('common.success'), icon: 'success' });
      navigate('/center/personal', { replace: true });
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <Page title={tr('h5.title.password')} page="password">
      <List>
        <List.Item>
          <Input type="password" value={oldPassword} onChange={setOld} placeholder={tr('h5.password.old')} autoComplete="current-password" />
        </List.Item>
        <List.Item>
          <Input type="password" value={newPassword} onChange={setNew} placeholder={tr('h5.password.new')} autoComplete="new-password" />
        </List.Item>
        <List.Item>
          <Input type="password" value={again} onChange={setAgain} placeholder={tr('h5.password.again')} autoComplete="new-password" />
        </List.Item>
      </List>
      <p className="muted">{tr('h5.password.rule')}</p>
      <Button block color="primary" disabled={!oldPassword || !newPassword} onClick={() => void submit()}>
        {tr('common.submit')}
      </Button>
    </Page>
  );
}
