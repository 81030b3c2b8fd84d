/** cfauVisitor/apply: the site's installed visitor approval, filled in on this route (forms' fill-in screen); its workflow starts on submit. */
import { VISITOR_TEMPLATE_KEY } from '@campus/api';
import { Button, Result, SpinLoading } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { errorText } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { ApplyOnRoute } from '../approvals/ApplyOnRoute';
import { useApps } from '../approvals/useApps';
import { visitorPath } from './paths';
import { VisitorGate } from './VisitorGate';

const KEYS = [VISITOR_TEMPLATE_KEY];

function Booking() {
  const tr = useT();
  const navigate = useNavigate();
  const { apps, failed } = useApps(KEYS);
  if (failed) return <Page page="visitor-apply"><Result status="warning" title={errorText(failed)} /></Page>;
  if (apps === null) return <Page page="visitor-apply"><div className="wf-loading"><SpinLoading /></div></Page>;
  const app = apps[0];
  if (!app) return <Page page="visitor-apply"><Result status="info" title={tr('visitor.apply.notInstalled')} data-testid="visitor-not-installed" /></Page>;
  return (
    <>
      <div className="vis-toolbar">
        <Button size="small" fill="none" color="primary" onClick={() => navigate(visitorPath('record'))} data-testid="visitor-to-record">
          {tr('visitor.title.record')}
        </Button>
      </div>
      <ApplyOnRoute app={app} page="visitor-apply" />
    </>
  );
}

export default function VisitorApply() {
  return (
    <VisitorGate>
      <Booking />
    </VisitorGate>
  );
}
