/** document/backlog: my to-dos first; the same screen reaches done, copied-to-me and my applications. */
import { Badge, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { workflowApi } from './endpoints';
import { Page } from '../../shared/Page';
import { WorkList, type ListKind } from './WorkList';
import './workflow.css';

const TABS: readonly ListKind[] = ['todo', 'done', 'cc', 'mine'];

/** Tabs over lists, the chosen one kept in `?tab=` so going back returns to it. */
export function ListTabs(p: { tabs: readonly ListKind[]; page: string }) {
  const tr = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as ListKind | null;
  const tab = asked && p.tabs.includes(asked) ? asked : p.tabs[0];
  // How many wait for me (to-dos, and my returned applications), on the tabs that list them.
  const [counts, setCounts] = useState<{ todo: number; returned: number } | null>(null);
  useEffect(() => {
    if (p.tabs.includes('todo') || p.tabs.includes('mine')) api(workflowApi.counts, {}, { silent: true }).then(setCounts).catch(() => undefined);
  }, [p.tabs, tab]);
  const badge = (k: ListKind) => (k === 'todo' ? counts?.todo : k === 'mine' ? counts?.returned : 0) || 0;
  return (
    <Page page={p.page}>
      <Tabs activeKey={tab} onChange={(k) => setParams(k === p.tabs[0] ? {} : { tab: k }, { replace: true })} className="wf-tabs">
        {p.tabs.map((k) => (
          <Tabs.Tab key={k} title={badge(k) ? <Badge content={badge(k)} style={{ '--right': '-10px', '--top': '4px' }} data-testid={`wf-count-${k}`}>{tr(`h5Workflow.tab.${k}`)}</Badge> : tr(`h5Workflow.tab.${k}`)} />
        ))}
      </Tabs>
      {tab ? <WorkList key={tab} kind={tab} /> : null}
    </Page>
  );
}

export default function Backlog() {
  return <ListTabs tabs={TABS} page="wf-backlog" />;
}
