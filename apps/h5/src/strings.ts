/**
 * The strings the H5 shows (the console's stay out of this bundle). Registered before anything
 * renders: the shell's own (common, errors, h5) and every screen's title (the hall's tiles, the
 * page title). The rest of a module's strings load with its screens: a route's screen renders
 * once the namespaces of `stringsOf(entry)` are in (strings.test.ts holds that each screen's
 * code uses no other).
 */
import { registerNamespaces, registerParts, type NamespaceName } from '@campus/i18n';
import { common } from '@campus/i18n/ns/common';
import { errors } from '@campus/i18n/ns/errors';
import { h5 } from '@campus/i18n/ns/h5';
import { activityTitles } from '@campus/i18n/ns/activity.titles';
import { agendaTitles } from '@campus/i18n/ns/agenda.titles';
import { assetTitles } from '@campus/i18n/ns/asset.titles';
import { campusCodeTitles } from '@campus/i18n/ns/campus-code.titles';
import { canteenTitles } from '@campus/i18n/ns/canteen.titles';
import { clockTitles } from '@campus/i18n/ns/clock.titles';
import { dataQueryTitles } from '@campus/i18n/ns/data-query.titles';
import { documentTitles } from '@campus/i18n/ns/document.titles';
import { filesTitles } from '@campus/i18n/ns/files.titles';
import { generalAppTitles } from '@campus/i18n/ns/general-app.titles';
import { h5ApprovalsTitles } from '@campus/i18n/ns/h5-approvals.titles';
import { h5FormsTitles } from '@campus/i18n/ns/h5-forms.titles';
import { h5WorkflowTitles } from '@campus/i18n/ns/h5-workflow.titles';
import { h5contentTitles } from '@campus/i18n/ns/h5-content.titles';
import { officeTelTitles } from '@campus/i18n/ns/office-tel.titles';
import { portalTitles } from '@campus/i18n/ns/portal.titles';
import { repairTitles } from '@campus/i18n/ns/repair.titles';
import { schoolMapTitles } from '@campus/i18n/ns/school-map.titles';
import { seatTitles } from '@campus/i18n/ns/seat.titles';
import { shuttleBusTitles } from '@campus/i18n/ns/shuttle-bus.titles';
import { signinTitles } from '@campus/i18n/ns/signin.titles';
import { ticketTitles } from '@campus/i18n/ns/ticket.titles';
import { travelTitles } from '@campus/i18n/ns/travel.titles';
import { visitorTitles } from '@campus/i18n/ns/visitor.titles';
import { voucherTitles } from '@campus/i18n/ns/voucher.titles';
import type { RouteEntry } from './route-types';

registerNamespaces({ common, errors, h5 });
registerParts({
  activity: activityTitles,
  agenda: agendaTitles,
  asset: assetTitles,
  campusCode: campusCodeTitles,
  canteen: canteenTitles,
  clock: clockTitles,
  dataQuery: dataQueryTitles,
  document: documentTitles,
  files: filesTitles,
  generalApp: generalAppTitles,
  h5Approvals: h5ApprovalsTitles,
  h5Forms: h5FormsTitles,
  h5Workflow: h5WorkflowTitles,
  h5content: h5contentTitles,
  officeTel: officeTelTitles,
  portal: portalTitles,
  repair: repairTitles,
  schoolMap: schoolMapTitles,
  seat: seatTitles,
  shuttleBus: shuttleBusTitles,
  signin: signinTitles,
  ticket: ticketTitles,
  travel: travelTitles,
  visitor: visitorTitles,
  voucher: voucherTitles,
});

/** Each module's whole namespace, a chunk of its own, registered when it arrives. */
const modules = {
  activity: () => import('@campus/i18n/ns/activity').then((m) => registerNamespaces({ activity: m.activity })),
  agenda: () => import('@campus/i18n/ns/agenda').then((m) => registerNamespaces({ agenda: m.agenda })),
  asset: () => import('@campus/i18n/ns/asset').then((m) => registerNamespaces({ asset: m.asset })),
  campusCode: () => import('@campus/i18n/ns/campus-code').then((m) => registerNamespaces({ campusCode: m.campusCode })),
  canteen: () => import('@campus/i18n/ns/canteen').then((m) => registerNamespaces({ canteen: m.canteen })),
  clock: () => import('@campus/i18n/ns/clock').then((m) => registerNamespaces({ clock: m.clock })),
  dataQuery: () => import('@campus/i18n/ns/data-query').then((m) => registerNamespaces({ dataQuery: m.dataQuery })),
  document: () => import('@campus/i18n/ns/document').then((m) => registerNamespaces({ document: m.document })),
  files: () => import('@campus/i18n/ns/files').then((m) => registerNamespaces({ files: m.files })),
  forms: () => import('@campus/i18n/ns/forms').then((m) => registerNamespaces({ forms: m.forms })),
  generalApp: () => import('@campus/i18n/ns/general-app').then((m) => registerNamespaces({ generalApp: m.generalApp })),
  h5Approvals: () => import('@campus/i18n/ns/h5-approvals').then((m) => registerNamespaces({ h5Approvals: m.h5Approvals })),
  h5Forms: () => import('@campus/i18n/ns/h5-forms').then((m) => registerNamespaces({ h5Forms: m.h5Forms })),
  h5Workflow: () => import('@campus/i18n/ns/h5-workflow').then((m) => registerNamespaces({ h5Workflow: m.h5Workflow })),
  h5content: () => import('@campus/i18n/ns/h5-content').then((m) => registerNamespaces({ h5content: m.h5content })),
  h5faq: () => import('@campus/i18n/ns/h5-faq').then((m) => registerNamespaces({ h5faq: m.h5faq })),
  officeTel: () => import('@campus/i18n/ns/office-tel').then((m) => registerNamespaces({ officeTel: m.officeTel })),
  portal: () => import('@campus/i18n/ns/portal').then((m) => registerNamespaces({ portal: m.portal })),
  repair: () => import('@campus/i18n/ns/repair').then((m) => registerNamespaces({ repair: m.repair })),
  schoolMap: () => import('@campus/i18n/ns/school-map').then((m) => registerNamespaces({ schoolMap: m.schoolMap })),
  seat: () => import('@campus/i18n/ns/seat').then((m) => registerNamespaces({ seat: m.seat })),
  shuttleBus: () => import('@campus/i18n/ns/shuttle-bus').then((m) => registerNamespaces({ shuttleBus: m.shuttleBus })),
  signin: () => import('@campus/i18n/ns/signin').then((m) => registerNamespaces({ signin: m.signin })),
  ticket: () => import('@campus/i18n/ns/ticket').then((m) => registerNamespaces({ ticket: m.ticket })),
  travel: () => import('@campus/i18n/ns/travel').then((m) => registerNamespaces({ travel: m.travel })),
  visitor: () => import('@campus/i18n/ns/visitor').then((m) => registerNamespaces({ visitor: m.visitor })),
  voucher: () => import('@campus/i18n/ns/voucher').then((m) => registerNamespaces({ voucher: m.voucher })),
} satisfies { [N in NamespaceName]?: () => Promise<void> };

/** A namespace that loads with the screens using it. */
export type ModuleStrings = keyof typeof modules;

export function isModuleStrings(name: string): name is ModuleStrings {
  return Object.hasOwn(modules, name);
}

const loading = new Map<ModuleStrings, Promise<void>>();

/** Loads these namespaces once each; a failed load (offline) is forgotten, so a retry asks again. */
export function loadStrings(names: readonly ModuleStrings[]): Promise<void> {
  return Promise.all(
    names.map((name) => {
      let p = loading.get(name);
      if (!p) {
        p = modules[name]().catch((err: unknown) => {
          loading.delete(name);
          throw err;
        });
        loading.set(name, p);
      }
      return p;
    }),
  ).then(() => undefined);
}

/** What a route's screen needs before it renders: its title's namespace and those it names. */
export function stringsOf(entry: Pick<RouteEntry, 'title' | 'strings'>): ModuleStrings[] {
  const own = entry.title.split('.')[0] ?? '';
  return [...new Set([...(isModuleStrings(own) ? [own] : []), ...(entry.strings ?? [])])];
}

/**
 * Services' reasons for a refused value (every reason, in three languages: about 7 KiB gzipped): rarely
 * shown, so fetched just after start instead of with the first screen. Until they arrive, a
 * refusal reads as its code's words.
 */
export const reasonsReady: Promise<void> = import('@campus/i18n/ns/reason')
  .then(({ reason }) => registerNamespaces({ reason }))
  // A chunk that fails to load (offline at start) leaves refusals in their codes' words; nothing else depends on it.
  .catch(() => undefined);
