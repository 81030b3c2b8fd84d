/**
 * The `forms` family of seed-routes.tsv: the universal list / fill-in / submission screens and
 * the schools' aliases of them (a `variant`, never a copied screen). The document/approval rows
 * wait for the workflow.
 */
import type { RouteEntry } from '../../route-types';

const list = () => import('./FormList');
const fill = () => import('./FillForm');
const detail = () => import('./SubmissionPage');

type Row = Omit<RouteEntry, 'family'>;
const school = (module: string): Row[] => [
  { module, page: 'index', load: list, title: 'h5Forms.title.list', appKey: module, variant: module },
  { module, page: 'formtemplat', load: fill, title: 'h5Forms.title.fill', appKey: module, variant: module },
  { module, page: 'detail', load: detail, title: 'h5Forms.title.detail', appKey: module, variant: module },
];

const rows: Row[] = [
  { module: 'universalForm', page: 'index', load: list, title: 'h5Forms.title.list', appKey: 'universalForm', hall: { label: 'h5Forms.title.list', icon: '☷' } },
  { module: 'universalForm', page: 'detail', load: detail, title: 'h5Forms.title.detail', appKey: 'universalForm' },
  { module: 'newForm', page: 'index', load: fill, title: 'h5Forms.title.fill', appKey: 'newForm' },
  { module: 'commonForm', page: 'index', load: list, title: 'h5Forms.title.list', appKey: 'commonForm', variant: 'commonForm' },
  ...school('form'),
  ...school('formMuc'),
  ...school('formruc'),
];

export const formsRoutes: RouteEntry[] = rows.map((r) => ({ ...r, family: 'forms', strings: ['forms', 'h5Forms', 'h5Workflow'] }));
