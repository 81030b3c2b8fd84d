/**
 * newsInterruption/index and indexV2: the page shown when a service is interrupted (under
 * maintenance or switched off for this site). `msg` may give the reason; V2 offers the hall.
 */
import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { Page } from '../../../shared/Page';

export default function NewsInterruption(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Page page="interruption">
      <ErrorBlock status="disconnected" title={tr('h5.interruption.title')} description={params.get('msg')?.slice(0, 200) || tr('h5.interruption.hint')} />
      {props.variant === 'v2' ? (
        <Button block color="primary" onClick={() => navigate('/', { replace: true })}>
          {tr('h5.status.home')}
        </Button>
      ) : (
        <Button block onClick={() => history.back()}>
          {tr('common.back')}
        </Button>
      )}
    </Page>
  );
}
