/**
 * Every namespace, by name. Add a namespace: a file in ns/ and a line here.
 * Keys are `namespace.key` (e.g. `common.ok`, `errors.10013`).
 */
import { common } from './ns/common.js';
import { admin } from './ns/admin.js';
import { adminAudit } from './ns/admin-audit.js';
import { adminRoles } from './ns/admin-roles.js';
import { adminSites } from './ns/admin-sites.js';
import { adminUsers } from './ns/admin-users.js';
import { adminContent } from './ns/admin-content.js';
import { adminMedia } from './ns/admin-media.js';
import { errors } from './ns/errors.js';
import { reason } from './ns/reason.js';
import { user } from './ns/user.js';
import { content } from './ns/content.js';
import { sso } from './ns/sso.js';
import { nav } from './ns/nav.js';
import { ticket } from './ns/ticket.js';
import { h5 } from './ns/h5.js';
import { h5faq } from './ns/h5-faq.js';
import { h5content } from './ns/h5-content.js';
import { seat } from './ns/seat.js';
import { activity } from './ns/activity.js';
import { generalApp } from './ns/general-app.js';
import { signin } from './ns/signin.js';
import { voucher } from './ns/voucher.js';
import { repair } from './ns/repair.js';
import { adminTicket } from './ns/admin-ticket.js';
import { adminSeat } from './ns/admin-seat.js';
import { adminActivity } from './ns/admin-activity.js';
import { adminGeneralApp } from './ns/admin-general-app.js';
import { adminSignin } from './ns/admin-signin.js';
import { adminVoucher } from './ns/admin-voucher.js';
import { officeTel } from './ns/office-tel.js';
import { shuttleBus } from './ns/shuttle-bus.js';
import { adminOfficeTel } from './ns/admin-office-tel.js';
import { adminShuttleBus } from './ns/admin-shuttle-bus.js';
import { asset } from './ns/asset.js';
import { adminAsset } from './ns/admin-asset.js';
import { schoolMap } from './ns/school-map.js';
import { adminSchoolMap } from './ns/admin-school-map.js';
import { portal } from './ns/portal.js';
import { adminPortal } from './ns/admin-portal.js';
import { adminRepair } from './ns/admin-repair.js';
import { files } from './ns/files.js';
import { adminFiles } from './ns/admin-files.js';
import { dataQuery } from './ns/data-query.js';
import { adminDataQuery } from './ns/admin-data-query.js';
import { clock } from './ns/clock.js';
import { adminClock } from './ns/admin-clock.js';
import { campusCode } from './ns/campus-code.js';
import { adminCampusCode } from './ns/admin-campus-code.js';
import { canteen } from './ns/canteen.js';
import { adminCanteen } from './ns/admin-canteen.js';
import { travel } from './ns/travel.js';
import { adminTravel } from './ns/admin-travel.js';
import { agenda } from './ns/agenda.js';
import { forms } from './ns/forms.js';
import { workflow } from './ns/workflow.js';
import { adminForms } from './ns/admin-forms.js';
import { adminWorkflow } from './ns/admin-workflow.js';
import { h5Forms } from './ns/h5-forms.js';
import { h5Workflow } from './ns/h5-workflow.js';
import { adminAgenda } from './ns/admin-agenda.js';
import { document } from './ns/document.js';
import { adminDocument } from './ns/admin-document.js';
import { visitor } from './ns/visitor.js';
import { h5Approvals } from './ns/h5-approvals.js';

export const namespaces = {
  common,
  admin,
  adminAudit,
  adminRoles,
  adminSites,
  adminUsers,
  adminContent,
  adminMedia,
  errors,
  reason,
  user,
  content,
  sso,
  nav,
  ticket,
  h5,
  h5faq,
  h5content,
  seat,
  activity,
  generalApp,
  signin,
  voucher,
  repair,
  adminTicket,
  adminSeat,
  adminActivity,
  adminGeneralApp,
  adminSignin,
  adminVoucher,
  officeTel,
  shuttleBus,
  adminOfficeTel,
  adminShuttleBus,
  asset,
  adminAsset,
  schoolMap,
  adminSchoolMap,
  portal,
  adminPortal,
  adminRepair,
  files,
  adminFiles,
  dataQuery,
  adminDataQuery,
  clock,
  adminClock,
  campusCode,
  adminCampusCode,
  canteen,
  adminCanteen,
  travel,
  adminTravel,
  agenda,
  forms,
  workflow,
  adminForms,
  adminWorkflow,
  h5Forms,
  h5Workflow,
  adminAgenda,
  document,
  adminDocument,
  visitor,
  h5Approvals,
} as const;
