/**
 * What the logged-in user may see in the console, from their getAllAuth map (spec section 6):
 * a module is usable when its entry has a non-empty list, optionally containing a sub-permission.
 * These mirror the `access` of the endpoints each page calls (contract.admin), so the console
 * shows exactly what the server would allow; super-administrators pass every check, as on the server.
 */
import type { AuthMap, SessionUser } from '@campus/api';
import type { Lang } from '@campus/i18n';

export interface ConsoleState {
  user: SessionUser | null;
  auth: AuthMap;
  /** Kept here so the layout (menu titles) re-renders when the language changes. */
  lang?: Lang;
}

export function hasModuleAuth(auth: AuthMap, module: string, sub?: string): boolean {
  const list = auth[module]?.module;
  if (!list || list.length === 0) return false;
  return sub === undefined || list.includes(sub);
}

export interface ConsoleAccess {
  loggedIn: boolean;
  isSuper: boolean;
  canDashboard: boolean;
  canUsers: boolean;
  canRoles: boolean;
  canSites: boolean;
  canAudit: boolean;
  /** Content: news needs news.manage, every other kind notice.manage (contract.content). */
  canNews: boolean;
  canNotice: boolean;
  canContent: boolean;
  /** Statistics of an item: its managers, or notice.statistics. */
  canContentStats: boolean;
  canModeration: boolean;
  /** Media library: videos (video.manage) and photo collections (photoCollection.manage). */
  canMedia: boolean;
  canVideos: boolean;
  canCollections: boolean;
  canMessages: boolean;
  /** Booking family (contract ticket, seat, activity, generalApp, signin, voucher). */
  canBooking: boolean;
  canTicket: boolean;
  canSeat: boolean;
  canActivity: boolean;
  canGeneralApp: boolean;
  canGeneralAppApprove: boolean;
  canSignin: boolean;
  canVoucher: boolean;
  /** Services family: the group shows when any of its pages does. */
  canServices: boolean;
  canAsset: boolean;
  canOfficeTel: boolean;
  canShuttleBus: boolean;
  /** Application square and home layouts (portal.manage). */
  canPortal: boolean;
  /** Repair: the board for dispatchers (repair.dispatch), set-up for repair.manage; figures and export for repair.statistics. */
  canRepair: boolean;
  canRepairDispatch: boolean;
  canRepairSettings: boolean;
  canRepairStats: boolean;
  /** Campus map and guide (schoolMap.manage). */
  canSchoolMap: boolean;
  /** Document library, query service and clock-in (files / dataQuery / clock .manage). */
  canFiles: boolean;
  canDataQuery: boolean;
  canClock: boolean;
  /** Campus code gates and log (campusCode.manage), canteens (canteen.manage), travel registrations (travel.manage). */
  canCampusCode: boolean;
  canCanteen: boolean;
  canTravel: boolean;
  /** Group agendas across the site (agenda.manage). */
  canAgenda: boolean;
  /** Dynamic forms: design, publish, submissions and export (forms.manage). */
  canForms: boolean;
  /** Official documents: compose and track (document.send), every document of the site (document.manage). */
  canDocument: boolean;
  /**
   * Approval workflow: to-do, done, copied and my applications for staff (anyone with a role
   * besides `student`: teachers, counselors, approvers, administrators); students and visitors
   * follow theirs on the phone. Design, all items, templates for workflow.manage.
   */
  canWorkflow: boolean;
  canWorkflowManage: boolean;
}

export type AccessFlag = Exclude<keyof ConsoleAccess, 'loggedIn' | 'isSuper'>;

export default function access(state?: ConsoleState | null): ConsoleAccess {
  const user = state?.user ?? null;
  const isSuper = user?.isSuper === true;
  const can = (module: string, sub?: string) => user !== null && (isSuper || hasModuleAuth(state?.auth ?? {}, module, sub));
  const booking = [
    can('ticket', 'manage'),
    can('seat', 'manage'),
    can('activity', 'manage'),
    can('generalApp', 'manage') || can('generalApp', 'approve'),
    can('signin', 'manage'),
    can('voucher', 'manage'),
  ] as const;
  const services = {
    canAsset: can('asset', 'manage'),
    canOfficeTel: can('officeTel', 'manage'),
    canShuttleBus: can('shuttleBus', 'manage'),
    canRepair: can('repair', 'dispatch') || can('repair', 'manage'),
    canRepairStats: can('repair', 'statistics'),
    canPortal: can('portal', 'manage'),
    canSchoolMap: can('schoolMap', 'manage'),
    canFiles: can('files', 'manage'),
    canDataQuery: can('dataQuery', 'manage'),
    canClock: can('clock', 'manage'),
    canCampusCode: can('campusCode', 'manage'),
    canCanteen: can('canteen', 'manage'),
    canTravel: can('travel', 'manage'),
    canAgenda: can('agenda', 'manage'),
  };
  return {
    loggedIn: user !== null,
    isSuper,
    canDashboard: can('system'),
    canUsers: can('system', 'users'),
    canRoles: can('system', 'roles'),
    canSites: isSuper,
    canAudit: can('system', 'audit'),
    canNews: can('news', 'manage'),
    canNotice: can('notice', 'manage'),
    canContent: can('news', 'manage') || can('notice', 'manage'),
    canContentStats: can('news', 'manage') || can('notice', 'manage') || can('notice', 'statistics'),
    canModeration: can('photowall', 'moderate'),
    canMedia: can('video', 'manage') || can('photoCollection', 'manage'),
    canVideos: can('video', 'manage'),
    canCollections: can('photoCollection', 'manage'),
    canMessages: can('message', 'send'),
    canBooking: booking.some(Boolean),
    canTicket: booking[0],
    canSeat: booking[1],
    canActivity: booking[2],
    canGeneralApp: booking[3],
    canGeneralAppApprove: can('generalApp', 'approve'),
    canSignin: booking[4],
    canVoucher: booking[5],
    canServices: Object.values(services).some(Boolean),
    ...services,
    canRepairDispatch: can('repair', 'dispatch'),
    canRepairSettings: can('repair', 'manage'),
    canForms: can('forms', 'manage'),
    canDocument: can('document', 'send') || can('document', 'manage'),
    canWorkflow: user !== null && (isSuper || user.roles.some((r) => r !== 'student')),
    canWorkflowManage: can('workflow', 'manage'),
  };
}

/** The pages in menu order with the flag that opens each (the same order as config/routes.ts). */
export const PAGES: readonly { path: string; flag: AccessFlag }[] = [
  { path: '/dashboard', flag: 'canDashboard' },
  { path: '/users', flag: 'canUsers' },
  { path: '/roles', flag: 'canRoles' },
  { path: '/sites', flag: 'canSites' },
  { path: '/audit', flag: 'canAudit' },
  { path: '/content', flag: 'canContent' },
  { path: '/moderation', flag: 'canModeration' },
  { path: '/media', flag: 'canMedia' },
  { path: '/booking/ticket', flag: 'canTicket' },
  { path: '/booking/seat', flag: 'canSeat' },
  { path: '/booking/activity', flag: 'canActivity' },
  { path: '/booking/generalApp', flag: 'canGeneralApp' },
  { path: '/booking/signin', flag: 'canSignin' },
  { path: '/booking/voucher', flag: 'canVoucher' },
  { path: '/services/asset', flag: 'canAsset' },
  { path: '/services/officeTel', flag: 'canOfficeTel' },
  { path: '/services/shuttleBus', flag: 'canShuttleBus' },
  { path: '/services/repair', flag: 'canRepair' },
  { path: '/services/repair/stats', flag: 'canRepairStats' },
  { path: '/services/portal', flag: 'canPortal' },
  { path: '/services/schoolMap', flag: 'canSchoolMap' },
  { path: '/services/files', flag: 'canFiles' },
  { path: '/services/dataQuery', flag: 'canDataQuery' },
  { path: '/services/clock', flag: 'canClock' },
  { path: '/services/campusCode', flag: 'canCampusCode' },
  { path: '/services/canteen', flag: 'canCanteen' },
  { path: '/services/travel', flag: 'canTravel' },
  { path: '/services/agenda', flag: 'canAgenda' },
  { path: '/forms/list', flag: 'canForms' },
  { path: '/workflow/todo', flag: 'canWorkflow' },
  { path: '/document', flag: 'canDocument' },
  { path: '/messages', flag: 'canMessages' },
];

/** Where a user lands after login: the first page they may open, or null when none. */
export function firstAllowedPage(a: ConsoleAccess): string | null {
  return PAGES.find((p) => a[p.flag])?.path ?? null;
}

/**
 * The `redirect` query parameter after login: only a path inside the console, never another
 * origin or the login page itself (an open redirect would send users anywhere).
 */
export function safeRedirect(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let p = raw;
  if (p.startsWith('/admin/')) p = p.slice('/admin'.length);
  else if (p === '/admin') p = '/';
  if (!p.startsWith('/') || p.startsWith('//') || p.includes('\\')) return null;
  if (p === '/login' || p.startsWith('/login?') || p.startsWith('/login/')) return null;
  return p;
}
