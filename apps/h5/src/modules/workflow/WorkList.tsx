/**
 * One of the four lists (to-do, done, copied to me, my applications): search, a filter by form
 * (the forms seen so far), pull to refresh, more as one scrolls, an empty state of its own.
 */
import type { DoneItem, InstanceSummary, TaskItem } from '@campus/api';
import { CapsuleTabs, Empty, InfiniteScroll, PullToRefresh, SearchBar } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { DoneCard, SummaryCard, TaskCard } from './ItemCard';
import { workflowApi } from './endpoints';
import { workflowPath } from './paths';
import { PAGE_SIZE, usePaged } from './usePaged';

export type ListKind = 'todo' | 'done' | 'cc' | 'mine';
type Row = TaskItem | DoneItem | InstanceSummary;
const summaryOf = (kind: ListKind, r: Row): InstanceSummary => (kind === 'todo' || kind === 'done' ? (r as TaskItem | DoneItem).instance : (r as InstanceSummary));

const EMPTY = { todo: 'h5Workflow.list.emptyTodo', done: 'h5Workflow.list.emptyDone', cc: 'h5Workflow.list.emptyCc', mine: 'h5Workflow.list.emptyMine' } as const;

function fetchPage(kind: ListKind, q: { current: number; pageSize: number; keyword?: string; formId?: string }) {
  if (kind === 'todo') return api(workflowApi.todo, q);
  if (kind === 'done') return api(workflowApi.done, q);
  if (kind === 'cc') return api(workflowApi.cc, q);
  return api(workflowApi.mine, q);
}

export function WorkList(p: { kind: ListKind }) {
  const tr = useT();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const [formId, setFormId] = useState('');
  // The forms seen in this list, kept while filtering (the filter must not lose its own choices).
  const seen = useRef(new Map<string, string>());
  const key = `${p.kind}|${keyword}|${formId}`;
  const paged = usePaged<Row>(key, (current) => {
    const q: { current: number; pageSize: number; keyword?: string; formId?: string } = { current, pageSize: PAGE_SIZE };
    if (keyword) q.keyword = keyword;
    if (formId) q.formId = formId;
    return fetchPage(p.kind, q) as Promise<{ list: Row[]; total: number }>;
  });
  for (const r of paged.list) {
    const s = summaryOf(p.kind, r);
    seen.current.set(s.formId, s.formName);
  }
  const open = (s: InstanceSummary) => navigate(workflowPath(p.kind === 'todo' ? 'waitpage' : 'flowpage', s.id));
  const forms = [...seen.current];
  return (
    <div className="wf-list" data-testid={`wf-list-${p.kind}`}>
      <div className="wf-filters">
        <SearchBar placeholder={tr('h5Workflow.list.search')} value={typed} onChange={setTyped} onSearch={(v) => setKeyword(v.trim())}
          onClear={() => setKeyword('')} onBlur={() => setKeyword(typed.trim())} data-testid="wf-search" />
        {forms.length > 1 || formId ? (
          <CapsuleTabs activeKey={formId || 'all'} onChange={(k) => setFormId(k === 'all' ? '' : k)}>
            <CapsuleTabs.Tab key="all" title={tr('h5Workflow.list.allForms')} />
            {forms.map(([id, name]) => (
              <CapsuleTabs.Tab key={id} title={name} />
            ))}
          </CapsuleTabs>
        ) : null}
      </div>
      <PullToRefresh onRefresh={paged.refresh}>
        {paged.list.map((r) => {
          const s = summaryOf(p.kind, r);
          if (p.kind === 'todo') return <TaskCard key={(r as TaskItem).id} task={r as TaskItem} onOpen={() => open(s)} />;
          if (p.kind === 'done') return <DoneCard key={`${s.id}-${(r as DoneItem).actedAt}`} item={r as DoneItem} onOpen={() => open(s)} />;
          return <SummaryCard key={s.id} item={s} onOpen={() => open(s)} />;
        })}
        {paged.loaded && !paged.more && !paged.list.length ? <Empty description={tr(EMPTY[p.kind])} data-testid="wf-empty" /> : null}
        <InfiniteScroll loadMore={paged.loadMore} hasMore={paged.more}>
          {paged.more ? tr('h5Workflow.list.loading') : paged.list.length ? tr('h5Workflow.list.noMore') : null}
        </InfiniteScroll>
      </PullToRefresh>
    </div>
  );
}
