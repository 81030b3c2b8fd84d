/**
 * Every ready-made approval route (screens.ts): the installed form found by template key
 * (workflow.app), then the view the row asks for — the forms fill-in screen, a list of these
 * forms' items, the workflow's item screen, or delegations. A detail opened without `?id=`
 * says so without asking the server anything; an approval the site has not installed says so.
 */
import { Button, List, Result, SpinLoading } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../route-types';
import { useT } from '../../lib/i18n';
import { errorText } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { formsPath } from '../forms/paths';
import Delegations from '../workflow/Delegations';
import ItemPage from '../workflow/ItemPage';
import { AppList } from './AppList';
import { ApplyOnRoute } from './ApplyOnRoute';
import { APPROVAL_SCREENS, applyPathOf, listPathOf, screenOf, type ApprovalScreenDef } from './screens';
import { useApps, type InstalledApp } from './useApps';

function Note(p: { page: string; text: string; status?: 'info' | 'warning'; testId: string }) {
  return (
    <Page page={p.page}>
      <Result status={p.status ?? 'info'} title={p.text} data-testid={p.testId} />
    </Page>
  );
}

function Hub(p: { def: ApprovalScreenDef; apps: InstalledApp[] }) {
  const tr = useT();
  const navigate = useNavigate();
  // The module's other lists (to-do, done, delegations...), reached from its hub.
  const others = APPROVAL_SCREENS.filter((s) => s.module === p.def.module && s !== p.def && ['mine', 'todo', 'done', 'delegations'].includes(s.view));
  return (
    <Page page="approvals-hub">
      <div className="page-card" data-testid="approvals-hub">
        {p.apps.map((a) => (
          <div className="row" key={a.key} style={{ justifyContent: 'space-between', padding: '6px 0' }}>
            <span style={{ fontSize: 16, fontWeight: 600 }}>{a.name}</span>
            <Button color="primary" size="small" disabled={!a.open} data-testid={`approvals-apply-${a.key}`}
              onClick={() => navigate(applyPathOf(p.def, a.key) ?? formsPath(undefined, 'fill', a.formId))}>
              {tr('h5Approvals.apply')}
            </Button>
          </div>
        ))}
      </div>
      {others.length ? (
        <List className="page-card" style={{ padding: 0 }} data-testid="approvals-links">
          {others.map((s) => (
            <List.Item key={s.page} clickable onClick={() => navigate(`/${s.module}/${s.page}`)}>
              {tr(s.title)}
            </List.Item>
          ))}
        </List>
      ) : null}
      <h3 style={{ margin: '12px 4px 8px', fontSize: 15 }}>{tr('h5Approvals.mine')}</h3>
      <AppList kind="mine" formIds={p.apps.map((a) => a.formId)} />
    </Page>
  );
}

function Installed(p: { def: ApprovalScreenDef }) {
  const tr = useT();
  const { apps, failed } = useApps(p.def.keys);
  const page = `approvals-${p.def.view}`;
  if (failed) return <Note page={page} text={errorText(failed)} status="warning" testId="approvals-failed" />;
  if (apps === null) return <Page page={page}><div className="wf-loading"><SpinLoading /></div></Page>;
  if (apps.length === 0) return <Note page={page} text={tr('h5Approvals.notInstalled')} testId="approvals-not-installed" />;
  if (p.def.view === 'apply') return <ApplyOnRoute app={apps[0]!} page={page} />;
  if (p.def.view === 'hub') return <Hub def={p.def} apps={apps} />;
  const kind = p.def.view === 'todo' ? 'todo' : p.def.view === 'done' ? 'done' : 'mine';
  return (
    <Page page={page}>
      <AppList kind={kind} formIds={apps.map((a) => a.formId)} step={p.def.step} />
    </Page>
  );
}

export default function ApprovalScreen(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const def = screenOf(props.variant);
  if (!def) return <Note page="approvals" text={tr('h5Approvals.notInstalled')} testId="approvals-not-installed" />;
  if (def.view === 'delegations') return <Delegations />;
  if (def.view === 'detail') {
    if (params.get('id')) return <ItemPage variant="applicant" />;
    const hub = listPathOf(def);
    return (
      <Page page="approvals-detail">
        <Result status="info" title={tr('h5Approvals.noneChosen')} data-testid="approvals-none-chosen"
          description={<Button color="primary" size="small" onClick={() => navigate(hub)}>{tr('h5Approvals.toList')}</Button>} />
      </Page>
    );
  }
  return <Installed key={props.variant} def={def} />;
}
