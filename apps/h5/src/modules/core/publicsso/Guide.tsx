/** publicsso/index: how to follow the school's account in the messaging app, and where the FAQ is. */
import { Button, Steps } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { useSite } from '../../../lib/site';
import { Page } from '../../../shared/Page';

export default function Guide() {
  const tr = useT();
  const site = useSite();
  const navigate = useNavigate();
  return (
    <Page title={tr('h5.title.follow')} page="follow-guide">
      <div className="page-card">
        <p>{tr('h5.follow.intro', { site: site?.name ?? '' })}</p>
        <Steps direction="vertical">
          <Steps.Step status="process" title={tr('h5.follow.step1')} />
          <Steps.Step status="process" title={tr('h5.follow.step2')} />
          <Steps.Step status="process" title={tr('h5.follow.step3')} />
        </Steps>
      </div>
      <Button block onClick={() => navigate('/publicsso/helpIndex')}>
        {tr('h5.title.help')}
      </Button>
    </Page>
  );
}
