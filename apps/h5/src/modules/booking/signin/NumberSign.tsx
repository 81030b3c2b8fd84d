/**
 * createdCode/index: the numeric variant. The organiser shows six digits that rotate every 10 s
 * (qrcodebuild of a numeric sign-in); the attendee types them here, no sign-in to pick: the
 * server finds the caller's open numeric sign-in with that code now. A number that is wrong or
 * has rotated away (or too many of them) is said here, under the field, to type again; other
 * answers open the result screen.
 */
import { E } from '@campus/api';
import { Button, Input, List, type InputRef } from 'antd-mobile';
import { useRef, useState } from 'react';
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
  const [wrong, setWrong] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<InputRef>(null);

  async function submit() {
    setBusy(true);
    try {
      const r = await submitSign({ via: 'number', code });
      if (r.e === E.CODE_EXPIRED || r.e === E.TOO_MANY_REQUESTS) {
        setWrong(r.e === E.CODE_EXPIRED ? tr('signin.result.wrongNumber') : tr('errors.10029'));
        setCode('');
        input.current?.focus();
      } else {
        navigate(r.href);
      }
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
            ref={input}
            value={code}
            onChange={(v) => {
              setCode(v.replace(/\D/g, '').slice(0, 6));
              if (v) setWrong('');
            }}
            inputMode="numeric"
            placeholder={tr('signin.hint.numberPlaceholder')}
            data-testid="signin-number"
            style={{ '--font-size': '28px', letterSpacing: 6 }}
          />
        </List.Item>
      </List>
      {wrong ? (
        <p className="signin-error" role="alert" data-testid="signin-number-error">
          {wrong}
        </p>
      ) : null}
      <Button block color="primary" disabled={code.length !== 6} loading={busy} onClick={() => void submit()} style={{ marginTop: 16 }}>
        {tr('signin.action.sign')}
      </Button>
    </Page>
  );
}
