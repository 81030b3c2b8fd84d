/** smlogin/success and smlogin/cancel (and the V2 ones): the phone's answer was taken. */
import { Button, Result as Outcome } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { Page } from '../../../shared/Page';

export default function Result(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const ok = props.variant === 'success';
  return (
    <Page page={ok ? 'scan-login-success' : 'scan-login-cancel'}>
      <Outcome
        status={ok ? 'success' : 'info'}
        title={ok ? tr('h5.scanLogin.success') : tr('h5.scanLogin.cancelledPhone')}
        description={ok ? tr('h5.scanLogin.successHint') : ''}
      />
      <Button block onClick={() => navigate('/', { replace: true })}>
        {tr('h5.status.home')}
      </Button>
    </Page>
  );
}
