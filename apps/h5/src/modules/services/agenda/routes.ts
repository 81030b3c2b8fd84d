/**
 * The agenda rows of the services family: personalAgenda/* (the calendar — pcindex is its wide
 * variant —, the list, the form), agenda/* (the same calendar and form under the agenda names,
 * groups, publishing, an item, reminders) and agendaManage/index (the organiser's desk).
 */
import type { ServicesRow } from '../row';

const calendar = () => import('./CalendarScreen');
const edit = () => import('./EditScreen');

export const agendaRows: ServicesRow[] = [
  { module: 'personalAgenda', page: 'index', load: calendar, title: 'agenda.title.index', appKey: 'personalAgenda', hall: { label: 'agenda.title.index', icon: '▥' } },
  { module: 'personalAgenda', page: 'pcindex', load: calendar, title: 'agenda.title.pcindex', appKey: 'personalAgenda', variant: 'wide' },
  { module: 'personalAgenda', page: 'list', load: () => import('./ListScreen'), title: 'agenda.title.list', appKey: 'personalAgenda' },
  { module: 'personalAgenda', page: 'add', load: edit, title: 'agenda.title.add', appKey: 'personalAgenda' },
  { module: 'agendaManage', page: 'index', load: () => import('./ManageScreen'), title: 'agenda.title.manage', appKey: 'agendaManage' },
  { module: 'agenda', page: 'index', load: calendar, title: 'agenda.title.index', appKey: 'agenda' },
  { module: 'agenda', page: 'addAgenda', load: edit, title: 'agenda.title.add', appKey: 'agenda' },
  { module: 'agenda', page: 'addClass', load: () => import('./PublishScreen'), title: 'agenda.title.addClass', appKey: 'agenda' },
  { module: 'agenda', page: 'classManage', load: () => import('./GroupsScreen'), title: 'agenda.title.classManage', appKey: 'agenda' },
  { module: 'agenda', page: 'classManageDetail', load: () => import('./GroupDetailScreen'), title: 'agenda.title.classManageDetail', appKey: 'agenda' },
  { module: 'agenda', page: 'createGroup', load: () => import('./GroupFormScreen'), title: 'agenda.title.createGroup', appKey: 'agenda' },
  { module: 'agenda', page: 'agendaRemind', load: () => import('./RemindScreen'), title: 'agenda.title.remind', appKey: 'agenda' },
  { module: 'agenda', page: 'classDetail', load: () => import('./DetailScreen'), title: 'agenda.title.classDetail', appKey: 'agenda' },
];
