/** The phone side of scan-login: who asks to log in where; confirm or cancel. */
import { type OutputOf } from '@campus/api';
import { Button, Result } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { errorText, toastError } from '../../../shared/errors';
import { centerApi } from '../../../lib/endpoints';

type Scan = OutputOf<typeof centerApi.scanLoginScan>;

export function PhoneConfirm(props: { id: string; base: string }) {
  const tr = useT();
  const navigate = useNavigate();
  const [scan, setScan] = useState<Scan | null>(null);
  const [failure, setFailure] = useState('');

  useEffect(() => {
    api(centerApi.scanLoginScan, { id: props.id })
      .then(setScan)
      .catch((err: unknown) => setFailure(errorText(err)));
  }, [props.id]);

  async function answer(confirm: boolean) {
    try {
      await api(confirm ? centerApi.scanLoginConfirm : centerApi.scanLoginCancel, { id: props.id }, { loading: true });
      navigate(`/${props.base}/${confirm ? 'success' : 'cancel'}`, { replace: true });
    } catch (err) {
      toastError(err);
    }
  }

  if (failure) return <Result status="error" title={failure} />;
  if (!scan) return null;
  return (
    <div className="page-card center" data-testid="scan-login-phone">
      <div className="page-title">{tr('h5.scanLogin.phoneTitle', { site: scan.site.name })}</div>
      <p className="muted">{tr('h5.scanLogin.device', { device: scan.device, ip: scan.ip })}</p>
      <Button block color="primary" size="large" onClick={() => void answer(true)}>
        {tr('h5.scanLogin.confirm')}
      </Button>
      <Button block fill="none" style={{ marginTop: 8 }} onClick={() => void answer(false)}>
        {tr('h5.scanLogin.cancel')}
      </Button>
    </div>
  );
}
