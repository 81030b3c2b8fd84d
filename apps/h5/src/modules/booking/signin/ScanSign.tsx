/**
 * qrcodesign/index: the attendee's scanner. Opened from a phone camera app with `?s=&c=` it
 * signs at once; otherwise the scan panel (camera, photo, typed code) reads the organiser's QR.
 * The position goes along when the sign-in checks it; the answer opens signpoject/signend.
 */
import { Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { QrScan } from '../../../shared/QrScan';
import { parseScanned } from './logic';
import { submitSign } from './submit';
import './signin.css';

export default function ScanSign() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [status, setStatus] = useState('');
  const started = useRef('');

  async function go(text: string) {
    const p = parseScanned(text);
    if (!p) return Toast.show({ content: tr('signin.hint.notACode') });
    setStatus(tr('signin.state.signing'));
    try {
      navigate((await submitSign({ via: 'scan', id: p.s, code: p.c }, () => setStatus(tr('signin.state.locating')))).href, { replace: true });
    } catch (err) {
      setStatus('');
      toastError(err);
    }
  }

  const s = params.get('s');
  const c = params.get('c');
  useEffect(() => {
    const key = `${s}|${c}`;
    if (!s || !c || started.current === key) return;
    started.current = key;
    void go(`/site/qrcodesign/index?s=${encodeURIComponent(s)}&c=${encodeURIComponent(c)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per scanned address
  }, [s, c]);

  return (
    <Page page="signin-scan">
      <p className="signin-muted">{tr('signin.hint.scan')}</p>
      {status ? (
        <p className="signin-live" data-testid="signin-status">
          {status}
        </p>
      ) : (
        <QrScan onCode={(code) => void go(code)} testId="signin-scan" />
      )}
    </Page>
  );
}
