/**
 * The approval rows of the `forms` family (module `document`): the to-do and done lists, the item
 * page for an assignee (waitpage) and for the applicant or a reader (flowpage, the same screen),
 * the flow alone, starting an application, and standing delegations.
 */
import type { RouteEntry } from '../../route-types';

const item = () => import('./ItemPage');

type Row = Omit<RouteEntry, 'family'>;
const rows: Row[] = [
  { module: 'document', page: 'backlog', load: () => import('./Backlog'), title: 'h5Workflow.title.backlog', appKey: 'document', hall: { label: 'h5Workflow.title.backlog', icon: '☐' } },
  { module: 'document', page: 'complete', load: () => import('./Complete'), title: 'h5Workflow.title.complete', appKey: 'document' },
  { module: 'document', page: 'waitpage', load: item, title: 'h5Workflow.title.waitpage', appKey: 'document', variant: 'assignee' },
  { module: 'document', page: 'flowpage', load: item, title: 'h5Workflow.title.flowpage', appKey: 'document', variant: 'applicant' },
  { module: 'document', page: 'flowlog', load: () => import('./FlowLog'), title: 'h5Workflow.title.flowlog', appKey: 'document' },
  { module: 'document', page: 'flow', load: () => import('./Flow'), title: 'h5Workflow.title.flow', appKey: 'document', hall: { label: 'h5Workflow.title.flow', icon: '➤' } },
  { module: 'document', page: 'user', load: () => import('./Delegations'), title: 'h5Workflow.title.user', appKey: 'document' },
];

export const workflowRoutes: RouteEntry[] = rows.map((r) => ({ ...r, family: 'forms', strings: ['h5Workflow', 'forms', 'h5Forms'] }));
