/** document/flow: start an application (the forms open to me, by category, to the fill-in screen), and my applications. */
import type { FormSummary } from '@campus/api';
import { tOr } from '@campus/i18n';
import { Empty, List, Tabs } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { toastError } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { formsPath } from '../forms/paths';
import { formsApi } from './endpoints';
import { WorkList } from './WorkList';
import './workflow.css';

function Start() {
  const tr = useT();
  const navigate = useNavigate();
  const [list, setList] = useState<FormSummary[] | null>(null);
  useEffect(() => {
    api(formsApi.available, {}).then((d) => setList(d.list)).catch(toastError);
  }, []);
  if (list === null) return null;
  if (!list.length) return <Empty description={tr('h5Workflow.flow.noForms')} data-testid="wf-empty" />;
  const categories = [...new Set(list.map((f) => f.category))];
  return (
    <div data-testid="wf-start">
      {categories.map((c) => (
        <List key={c || '-'} header={c ? tOr(`h5Workflow.category.${c}`, c) : tr('h5Workflow.flow.other')}>
          {list.filter((f) => f.category === c).map((f) => (
            <List.Item key={f.id} clickable description={f.description || undefined} onClick={() => navigate(formsPath(undefined, 'fill', f.id))} data-testid="wf-start-form">
              {f.name}
            </List.Item>
          ))}
        </List>
      ))}
    </div>
  );
}

export default function Flow() {
  const tr = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'start';
  return (
    <Page page="wf-flow">
      <Tabs activeKey={tab} onChange={(k) => setParams(k === 'mine' ? { tab: 'mine' } : {}, { replace: true })} className="wf-tabs">
        <Tabs.Tab key="start" title={tr('h5Workflow.tab.start')} />
        <Tabs.Tab key="mine" title={tr('h5Workflow.tab.mine')} />
      </Tabs>
      {tab === 'start' ? <Start /> : <WorkList kind="mine" />}
    </Page>
  );
}
