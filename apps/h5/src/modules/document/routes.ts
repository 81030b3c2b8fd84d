/**
 * The document rows of family `forms` this module serves: sending, one document, its red-header
 * layout and the units picker; and rucoffcir's lists (one school's names for them), opened as
 * the shared list screen with the box as the `variant`. The approval to-do rows
 * (document/backlog, complete, flow, ...) belong to the workflow module.
 */
import type { RouteEntry } from '../../route-types';

const list = () => import('./ListScreen');

type Row = Omit<RouteEntry, 'family'>;
const rows: Row[] = [
  { module: 'document', page: 'sendpage', load: () => import('./SendScreen'), title: 'document.title.send', appKey: 'document', hall: { label: 'document.title.send', icon: '✐', requires: { module: 'document', sub: 'send' } } },
  { module: 'document', page: 'officialpage', load: () => import('./OfficialScreen'), title: 'document.title.official', appKey: 'document' },
  { module: 'document', page: 'redpage', load: () => import('./RedScreen'), title: 'document.title.red', appKey: 'document' },
  { module: 'document', page: 'choosecompany', load: () => import('./ChooseScreen'), title: 'document.title.choose', appKey: 'document' },
  { module: 'rucoffcir', page: 'handle', load: list, title: 'document.title.handle', appKey: 'rucoffcir', variant: 'handle', keepAlive: true, hall: { label: 'document.title.handle', icon: '❒' } },
  { module: 'rucoffcir', page: 'already', load: list, title: 'document.title.already', appKey: 'rucoffcir', variant: 'already', keepAlive: true },
  { module: 'rucoffcir', page: 'document', load: list, title: 'document.title.all', appKey: 'rucoffcir', variant: 'all', keepAlive: true },
  { module: 'rucoffcir', page: 'affairs', load: list, title: 'document.title.affairs', appKey: 'rucoffcir', variant: 'affairs', keepAlive: true },
];

export const documentRoutes: RouteEntry[] = rows.map((r) => ({ ...r, family: 'forms' }));
