/** Activities: activity/*. */
import type { BookingRow } from '../row';

const hall = () => import('./Hall');

export const activityRows: BookingRow[] = [
  { module: 'activity', page: 'index', load: hall, title: 'activity.title.index', appKey: 'activity', keepAlive: true, hall: { label: 'activity.title.hall', icon: '✦' } },
  { module: 'activity', page: 'hall', load: hall, title: 'activity.title.hall', appKey: 'activity', keepAlive: true },
  { module: 'activity', page: 'activitydetail', load: () => import('./Detail'), title: 'activity.title.activitydetail', appKey: 'activity' },
  { module: 'activity', page: 'manage', load: () => import('./Manage'), title: 'activity.title.manage', appKey: 'activity' },
  { module: 'activity', page: 'activemanage', load: () => import('./ActiveManage'), title: 'activity.title.activemanage', appKey: 'activity' },
  { module: 'activity', page: 'activemanageSing', load: () => import('./Signups'), title: 'activity.title.activemanageSing', appKey: 'activity' },
  { module: 'activity', page: 'activityfile', load: () => import('./Files'), title: 'activity.title.activityfile', appKey: 'activity' },
  { module: 'activity', page: 'activitycomment', load: () => import('./Comments'), title: 'activity.title.activitycomment', appKey: 'activity' },
  { module: 'activity', page: 'activityphoto', load: () => import('./Albums'), title: 'activity.title.activityphoto', appKey: 'activity' },
  { module: 'activity', page: 'activityphotochild', load: () => import('./Photos'), title: 'activity.title.activityphotochild', appKey: 'activity' },
  { module: 'activity', page: 'activitycode', load: () => import('./Code'), title: 'activity.title.activitycode', appKey: 'activity' },
  { module: 'activity', page: 'addnew', load: () => import('./AddNew'), title: 'activity.title.addnew', appKey: 'activity' },
];
