/**
 * createdCode/index: the numeric variant. The organiser shows six digits that rotate every 10 s
 * (qrcodebuild of a numeric sign-in); the attendee types them here, no sign-in to pick: the
 * server finds the caller's open numeric sign-in with that code now.
 */
import { Button, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { submitSign } from './submit';
import './signin.css';

export default function NumberSign() {
  const tr = useT();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit() {
    setBusy(true);
    try {
      navigate(await submitSign({ code }));
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page page="signin-number">
      <p className="signin-muted">{tr('signin.hint.number')}</p>
      <List>
        <List.Item>
          <Input
            value={code}
            onChange={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            placeholder={tr('signin.hint.numberPlaceholder')}
            data-testid="signin-number"
            style={{ '--font-size': '28px', letterSpacing: 6 }}
          />
        </List.Item>
      </List>
      <Button block color="primary" disabled={code.length !== 6} loading={busy} onClick={() => void submit()} style={{ marginTop: 16 }}>
        {tr('signin.action.sign')}
      </Button>
    </Page>
  );
}
