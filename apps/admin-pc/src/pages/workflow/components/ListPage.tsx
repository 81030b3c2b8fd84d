/** The frame of the workflow lists: a ProTable over one endpoint with the shared filters, a row opens the item in a drawer. */
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useRef, useState } from 'react';
import { useLang } from '@/lib/lang';
import { compact, tableResult } from '@/lib/table';
import { ItemDrawer } from './ItemDrawer';
import type { ListFilters } from './columns';

interface Props<T> {
  title: string;
  testId: string;
  columns: ProColumns<T>[];
  rowKey: (row: T) => string;
  /** The item a row opens. */
  itemOf: (row: T) => string;
  fetch: (q: ListFilters & { current: number; pageSize: number }) => Promise<{ list: T[]; total: number }>;
  extra?: (reload: () => void, open: (id: string) => void) => ProColumns<T>[];
}

/** The list with its drawer, without the page frame (for a page with tabs). */
export function ListTable<T extends object>({ testId, columns, rowKey, itemOf, fetch, extra }: Omit<Props<T>, 'title'>) {
  const ref = useRef<ActionType>();
  const [open, setOpen] = useState<string | null>(null);
  const reload = () => ref.current?.reload();
  const cols: ProColumns<T>[] = [
    ...columns,
    ...(extra?.(reload, setOpen) ?? []),
    {
      title: '',
      valueType: 'option',
      width: 80,
      render: (_, r) => (
        <a data-testid="open-item" onClick={() => setOpen(itemOf(r))}>
          {t('adminWorkflow.list.open')}
        </a>
      ),
    },
  ];
  return (
    <>
      <ProTable<T, ListFilters>
        data-testid={testId}
        rowKey={rowKey}
        actionRef={ref}
        columns={cols}
        size="small"
        search={{ labelWidth: 'auto', defaultCollapsed: false }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true }}
        onRow={(r) => ({ onDoubleClick: () => setOpen(itemOf(r)) })}
        request={(p) =>
          tableResult(
            fetch({
              ...compact({ keyword: p.keyword, formId: p.formId, state: p.state, overdue: p.overdue }),
              current: p.current ?? 1,
              pageSize: p.pageSize ?? 20,
            }),
          )
        }
      />
      <ItemDrawer id={open} onClose={() => setOpen(null)} onChanged={reload} />
    </>
  );
}

export function ListPage<T extends object>({ title, ...rest }: Props<T>) {
  useLang();
  return (
    <PageContainer title={title}>
      <ListTable<T> {...rest} />
    </PageContainer>
  );
}
