/**
 * My applications, my open tasks or what I acted on, of some forms only (one ready-made approval,
 * or the three of upcApproval); a to-do may be narrowed to one step of the process. Rows are the
 * workflow's cards and open the workflow's item screens.
 */
import type { DoneItem, InstanceSummary, TaskItem } from '@campus/api';
import { Button, Empty, SpinLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { toastError } from '../../shared/errors';
import { DoneCard, SummaryCard, TaskCard } from '../workflow/ItemCard';
import { workflowPath } from '../workflow/paths';
import '../workflow/workflow.css';
import { workflowApi } from './endpoints';

export type ListKind = 'mine' | 'todo' | 'done';
type Row = { kind: 'mine'; item: InstanceSummary } | { kind: 'todo'; item: TaskItem } | { kind: 'done'; item: DoneItem };
const PAGE = 20;

async function fetchRows(kind: ListKind, formId: string, current: number): Promise<{ rows: Row[]; total: number }> {
  const q = { formId, current, pageSize: PAGE };
  if (kind === 'todo') {
    const d = await api(workflowApi.todo, q);
    return { rows: d.list.map((item) => ({ kind, item })), total: d.total };
  }
  if (kind === 'done') {
    const d = await api(workflowApi.done, q);
    return { rows: d.list.map((item) => ({ kind, item })), total: d.total };
  }
  const d = await api(workflowApi.mine, q);
  return { rows: d.list.map((item) => ({ kind: 'mine' as const, item })), total: d.total };
}

const timeOf = (r: Row) => (r.kind === 'todo' ? -r.item.createdAt : r.kind === 'done' ? r.item.actedAt : r.item.startedAt);
const instanceOf = (r: Row) => (r.kind === 'mine' ? r.item : r.item.instance);

export function AppList(p: { kind: ListKind; formIds: readonly string[]; step?: string | undefined }) {
  const tr = useT();
  const navigate = useNavigate();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [page, setPage] = useState(1);
  const [more, setMore] = useState(false);
  const forms = p.formIds.join(',');
  useEffect(() => {
    setRows(null);
    setPage(1);
  }, [p.kind, forms]);
  useEffect(() => {
    let live = true;
    Promise.all(forms.split(',').map((f) => fetchRows(p.kind, f, page)))
      .then((pages) => {
        if (!live) return;
        const got = pages.flatMap((x) => x.rows);
        // Several forms: their pages are merged by time (newest first; the to-do oldest first, as the workflow lists it).
        setRows((prev) => [...(page === 1 ? [] : (prev ?? [])), ...got].sort((a, b) => timeOf(b) - timeOf(a)));
        setMore(pages.some((x) => page * PAGE < x.total));
      })
      .catch((err: unknown) => {
        if (!live) return;
        toastError(err);
        setRows((prev) => prev ?? []);
      });
    return () => {
      live = false;
    };
  }, [p.kind, forms, page]);

  if (rows === null) return <div className="wf-loading"><SpinLoading /></div>;
  const shown = p.step ? rows.filter((r) => instanceOf(r).stepKey === p.step) : rows;
  const open = (r: Row) => navigate(workflowPath(r.kind === 'todo' ? 'waitpage' : 'flowpage', instanceOf(r).id));
  return (
    <div className="wf-list" data-testid={`approvals-list-${p.kind}`}>
      {shown.length === 0 && !more ? <Empty description={tr(p.kind === 'todo' ? 'h5Approvals.emptyTodo' : 'h5Approvals.empty')} data-testid="approvals-empty" /> : null}
      {shown.map((r) =>
        r.kind === 'todo' ? (
          <TaskCard key={r.item.id} task={r.item} onOpen={() => open(r)} />
        ) : r.kind === 'done' ? (
          <DoneCard key={`${r.item.instance.id}-${r.item.actedAt}`} item={r.item} onOpen={() => open(r)} />
        ) : (
          <SummaryCard key={r.item.id} item={r.item} onOpen={() => open(r)} />
        ),
      )}
      {more ? (
        <Button block fill="none" onClick={() => setPage((n) => n + 1)} data-testid="approvals-more">
          {tr('h5Approvals.more')}
        </Button>
      ) : null}
    </div>
  );
}
