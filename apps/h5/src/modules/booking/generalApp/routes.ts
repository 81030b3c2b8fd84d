/** Venue and event appointments: generalApp/* (detailsmuc is a school's alias of details). */
import type { BookingRow } from '../row';

const details = () => import('./Details');
const list = () => import('./MyList');

export const generalAppRows: BookingRow[] = [
  {
    module: 'generalApp',
    page: 'index',
    load: () => import('./Home'),
    title: 'generalApp.title.index',
    appKey: 'generalApp',
    keepAlive: true,
    hall: { label: 'generalApp.title.index', icon: '◷' },
  },
  {
    module: 'generalApp',
    page: 'space',
    load: () => import('./Space'),
    title: 'generalApp.title.space',
    appKey: 'generalApp',
  },
  {
    module: 'generalApp',
    page: 'appoint',
    load: () => import('./Appoint'),
    title: 'generalApp.title.appoint',
    appKey: 'generalApp',
  },
  { module: 'generalApp', page: 'details', load: details, title: 'generalApp.title.details', appKey: 'generalApp' },
  {
    module: 'generalApp',
    page: 'detailsmuc',
    load: details,
    title: 'generalApp.title.details',
    appKey: 'generalApp',
    variant: 'muc',
  },
  {
    module: 'generalApp',
    page: 'myAppointment',
    load: list,
    title: 'generalApp.title.myAppointment',
    appKey: 'generalApp',
    variant: 'upcoming',
  },
  {
    module: 'generalApp',
    page: 'history',
    load: list,
    title: 'generalApp.title.history',
    appKey: 'generalApp',
    variant: 'history',
  },
  {
    module: 'generalApp',
    page: 'message',
    load: () => import('./Messages'),
    title: 'generalApp.title.message',
    appKey: 'generalApp',
  },
  {
    module: 'generalApp',
    page: 'approval',
    load: () => import('./Approval'),
    title: 'generalApp.title.approval',
    appKey: 'generalApp',
  },
  {
    module: 'generalApp',
    page: 'appointAdmin',
    load: () => import('./AppointAdmin'),
    title: 'generalApp.title.appointAdmin',
    appKey: 'generalApp',
  },
  {
    module: 'generalApp',
    page: 'AdminDetails',
    load: () => import('./AdminDetails'),
    title: 'generalApp.title.adminDetails',
    appKey: 'generalApp',
  },
  {
    module: 'generalApp',
    page: 'signmanage',
    load: () => import('./SignManage'),
    title: 'generalApp.title.signmanage',
    appKey: 'generalApp',
  },
  {
    module: 'generalApp',
    page: 'signlog',
    load: () => import('./SignLog'),
    title: 'generalApp.title.signlog',
    appKey: 'generalApp',
  },
  // The desktop screens (generalAppPc) forward to the console.
  ...(['advice', 'details', 'manage', 'information', 'record', 'nameList'] as const).map(
    (page): BookingRow => ({
      module: 'generalAppPc',
      page,
      load: () => import('./PcForward'),
      title: 'generalApp.title.pc',
      appKey: 'generalApp',
      variant: page,
    }),
  ),
];
