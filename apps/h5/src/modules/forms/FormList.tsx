/**
 * universalForm/index (and commonForm/index, form|formMuc|formruc/index): the forms open to me,
 * by category, and my submissions, newest first, with their state.
 */
import type { FormSummary, SubmissionItem } from '@campus/api';
import { Empty, InfiniteScroll, List, Tabs, Tag } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { timeText } from '../../lib/time';
import { toastError } from '../../shared/errors';
import { Page } from '../../shared/Page';
import type { ScreenProps } from '../../route-types';
import { formsApi } from './endpoints';
import { formsPath } from './paths';
import './forms.css';

const PAGE = 20;

function Available(p: { variant: string | undefined }) {
  const tr = useT();
  const navigate = useNavigate();
  const [list, setList] = useState<FormSummary[] | null>(null);
  useEffect(() => {
    api(formsApi.available, {}).then((d) => setList(d.list)).catch(toastError);
  }, []);
  if (list === null) return null;
  if (!list.length) return <Empty description={tr('h5Forms.noForms')} />;
  const categories = [...new Set(list.map((f) => f.category))];
  return (
    <div data-testid="forms-available">
      {categories.map((c) => (
        <List key={c || '-'} header={c || undefined}>
          {list.filter((f) => f.category === c).map((f) => (
            <List.Item key={f.id} clickable description={f.description || undefined} onClick={() => navigate(formsPath(p.variant, 'fill', f.id))}>
              {f.name}
            </List.Item>
          ))}
        </List>
      ))}
    </div>
  );
}

function Mine(p: { variant: string | undefined }) {
  const tr = useT();
  const navigate = useNavigate();
  const [list, setList] = useState<SubmissionItem[]>([]);
  const [more, setMore] = useState(true);
  const [page, setPage] = useState(1);
  const load = useCallback(async () => {
    try {
      const d = await api(formsApi.mine, { current: page, pageSize: PAGE });
      setList((old) => [...old, ...d.list]);
      setPage(page + 1);
      setMore(page * PAGE < d.total);
    } catch (err) {
      setMore(false);
      toastError(err);
    }
  }, [page]);
  return (
    <div data-testid="forms-mine">
      <List>
        {list.map((s) => (
          <List.Item key={s.id} clickable description={tr('h5Forms.submittedAt', { time: timeText(s.createdAt) })} extra={<Tag color={s.state === 'rejected' ? 'danger' : s.state === 'approved' ? 'success' : 'primary'}>{tr(`forms.state.${s.state}`)}</Tag>}
            onClick={() => navigate(formsPath(p.variant, 'detail', s.id))}>
            {s.formName}
          </List.Item>
        ))}
      </List>
      {!more && !list.length ? <Empty description={tr('h5Forms.noSubmissions')} /> : null}
      <InfiniteScroll loadMore={load} hasMore={more} />
    </div>
  );
}

export default function FormList(props: ScreenProps) {
  const tr = useT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'available';
  return (
    <Page page="forms-list">
      <Tabs activeKey={tab} onChange={(k) => setParams(k === 'mine' ? { tab: 'mine' } : {}, { replace: true })}>
        <Tabs.Tab title={tr('h5Forms.tab.available')} key="available">
          <Available variant={props.variant} />
        </Tabs.Tab>
        <Tabs.Tab title={tr('h5Forms.tab.mine')} key="mine">
          <Mine variant={props.variant} />
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}
