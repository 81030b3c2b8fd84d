/**
 * smlogin/index and smloginV2/index: with `id` (the phone opened the desktop's code) the phone
 * confirms; without it this is the desktop showing the code. qrcodeLogin/index is the desktop side.
 */
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { Page } from '../../../shared/Page';
import { DesktopQr } from './DesktopQr';
import { PhoneConfirm } from './PhoneConfirm';

export default function ScanLogin(props: ScreenProps) {
  const tr = useT();
  const [params] = useSearchParams();
  const id = params.get('id');
  const base = props.variant === 'v2' ? 'smloginV2' : 'smlogin';
  return (
    <Page title={tr('h5.title.scanLogin')} page="scan-login">
      {id && props.variant !== 'desktop' ? <PhoneConfirm id={id} base={base} /> : <DesktopQr redirect={params.get('redirect_url')} />}
    </Page>
  );
}
