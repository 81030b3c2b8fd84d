/**
 * The document library: commonFile/index (the site's common documents, by folder) and
 * file/index (files shared with me, and mine) are one screen with the shelf as its variant.
 */
import type { ServicesRow } from '../row';

const load = () => import('./Library');

export const filesRows: ServicesRow[] = [
  { module: 'file', page: 'index', load, title: 'files.title.file', appKey: 'file', variant: 'shared', hall: { label: 'files.title.file', icon: '❐' } },
  { module: 'commonFile', page: 'index', load, title: 'files.title.commonFile', appKey: 'commonFile', variant: 'common', hall: { label: 'files.title.commonFile', icon: '❑' } },
];
