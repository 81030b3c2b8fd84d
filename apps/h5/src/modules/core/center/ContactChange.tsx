/** Change my mobile or e-mail: send a code to the new address, then confirm with it. */
import { Button, Input, List, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { userApi } from '../../../lib/endpoints';

export function ContactChange(props: { kind: 'mobile' | 'email'; onDone: (masked: string) => void }) {
  const tr = useT();
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function send() {
    try {
      const d =
        props.kind === 'mobile'
          ? await api(userApi.smsCode, { mobile: value.trim() }, { loading: true })
          : await api(userApi.emailCode, { email: value.trim() }, { loading: true });
      setWait(d.resendIn);
      Toast.show({ content: tr('h5.edit.codeSent', { to: d.to }) });
    } catch (err) {
      toastError(err);
    }
  }

  async function confirm() {
    try {
      const masked =
        props.kind === 'mobile'
          ? (await api(userApi.editMobile, { mobile: value.trim(), code: code.trim() }, { loading: true })).mobile
          : (await api(userApi.editEmail, { email: value.trim(), code: code.trim() }, { loading: true })).email;
      Toast.show({ content: tr('common.success'), icon: 'success' });
      props.onDone(masked);
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <List header={props.kind === 'mobile' ? tr('h5.edit.newMobile') : tr('h5.edit.newEmail')}>
      <List.Item>
        <Input value={value} onChange={setValue} placeholder={props.kind === 'mobile' ? tr('h5.edit.mobile') : tr('h5.edit.email')} />
      </List.Item>
      <List.Item
        extra={
          <Button size="small" disabled={wait > 0 || !value.trim()} onClick={() => void send()}>
            {wait > 0 ? tr('h5.edit.resendIn', { s: wait }) : tr('h5.edit.sendCode')}
          </Button>
        }
      >
        <Input value={code} onChange={setCode} placeholder={tr('h5.edit.code')} maxLength={6} />
      </List.Item>
      <List.Item>
        <Button block color="primary" disabled={!code.trim()} onClick={() => void confirm()}>
          {tr('common.ok')}
        </Button>
      </List.Item>
    </List>
  );
}
