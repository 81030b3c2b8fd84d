/**
 * The portal's rows: the application square and the directory layouts (one Directory screen,
 * the variant picks the layout), the school home pages (one Home screen, the variant is the
 * site's layout key), and xidianPage's news, address book (the phone book's own screen) and apps.
 */
import type { ServicesRow } from '../row';

const directory = () => import('./Directory');
const home = () => import('./Home');
const dir = (module: string, page: string, variant: string, title: ServicesRow['title']): ServicesRow => ({ module, page, load: directory, title, appKey: module, variant });
// A school's home shows the phone book's entries.
const school = (module: string, page: string, variant: string): ServicesRow => ({ module, page, load: home, title: 'portal.title.home', appKey: module, variant, strings: ['officeTel'] });

export const portalRows: ServicesRow[] = [
  { ...dir('applicationSquare', 'index', 'square', 'portal.title.square'), hall: { label: 'portal.title.square', icon: '⊞' } },
  dir('applicationSquareEmic', 'index', 'list', 'portal.title.square'),
  dir('microStation', 'index', 'list', 'portal.title.directory'),
  dir('microService', 'index', 'grid', 'portal.title.directory'),
  dir('matrix', 'index', 'matrix', 'portal.title.matrix'),
  dir('xjauMicroservice', 'index', 'grid', 'portal.title.directory'),
  dir('uestcService', 'index', 'list', 'portal.title.directory'),
  dir('appPage', 'index', 'grid', 'portal.title.directory'),
  school('csuindex', 'index', 'csu'),
  school('csuPage', 'index', 'csuPage'),
  school('csuH5', 'index', 'csuH5'),
  school('pkupage', 'index', 'pku'),
  school('applicationHnu', 'index', 'hnu'),
  school('bjutPage', 'index', 'bjut'),
  school('bjfuPage', 'index', 'bjfu'),
  school('ustcPage', 'index', 'ustc'),
  school('xidianPage', 'home', 'xidian'),
  { module: 'xidianPage', page: 'news', load: () => import('./NewsList'), title: 'portal.title.news', appKey: 'xidianPage', variant: 'xidian' },
  // The phone book's own screen under xidian's path (an alias, not a copy).
  { module: 'xidianPage', page: 'addressBook', load: () => import('../officeTel/HomePage'), title: 'portal.title.addressBook', appKey: 'xidianPage', strings: ['officeTel'] },
  dir('xidianPage', 'apps', 'grid', 'portal.title.apps'),
];
