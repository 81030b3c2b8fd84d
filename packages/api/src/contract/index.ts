/**
 * Every module's contract, by module name. The server mounts each; the OpenAPI document
 * lists them all. Add a module: create `contract/<name>.ts` and list it here.
 */
import { activity } from './activity.js';
import { admin } from './admin.js';
import { audienceOptions } from './audience-options.js';
import { auth } from './auth.js';
import { center } from './center.js';
import { content } from './content.js';
import { corp } from './corp.js';
import { generalApp } from './generalApp.js';
import { health } from './health.js';
import { log } from './log.js';
import { media } from './media.js';
import { message } from './message.js';
import { rss } from './rss.js';
import { repair } from './repair.js';
import { seat } from './seat.js';
import { signin } from './signin.js';
import { site } from './site.js';
import { sso } from './sso.js';
import { ticket } from './ticket.js';
import { upload } from './upload.js';
import { user } from './user.js';
import { voucher } from './voucher.js';
import { officeTel } from './officeTel.js';
import { shuttleBus } from './shuttleBus.js';
import { portal } from './portal.js';
import { asset } from './asset.js';
import { files } from './files.js';
import { dataQuery } from './dataQuery.js';
import { clock } from './clock.js';
import { agenda } from './agenda.js';
import { schoolMap } from './schoolMap.js';
import { campusCode } from './campusCode.js';
import { canteen } from './canteen.js';
import { travel } from './travel.js';
import { forms } from './forms.js';
import { workflow } from './workflow.js';
import { documentContract } from './document.js';
import { visitor } from './visitor.js';

export const contract = {
  activity,
  admin,
  audience: audienceOptions,
  auth,
  center,
  content,
  corp,
  generalApp,
  health,
  log,
  media,
  message,
  rss,
  repair,
  seat,
  signin,
  site,
  sso,
  ticket,
  upload,
  user,
  voucher,
  asset,
  officeTel,
  shuttleBus,
  portal,
  agenda,
  schoolMap,
  files,
  dataQuery,
  clock,
  campusCode,
  canteen,
  travel,
  forms,
  workflow,
  document: documentContract,
  visitor,
} as const;

export type Contract = typeof contract;
export * from './define.js';
export * from './audience.js';
export * from './audience-options.js';
export * from './auth.js';
export * from './center.js';
export * from './content.js';
export * from './message.js';
export * from './admin.js';
export { health } from './health.js';
export * from './user.js';
export * from './corp.js';
export * from './log.js';
export * from './site.js';
export * from './sso.js';
export * from './upload.js';
export * from './rss.js';
export * from './media.js';
export * from './ticket.js';
export * from './seat.js';
export * from './activity.js';
export * from './generalApp.js';
export * from './signin.js';
export * from './voucher.js';
export * from './officeTel.js';
export * from './shuttleBus.js';
export * from './repair.js';
export * from './asset.js';
export * from './portal.js';
export * from './agenda.js';
export * from './schoolMap.js';
export * from './files.js';
export * from './dataQuery.js';
export * from './clock.js';
export * from './campusCode.js';
export * from './canteen.js';
export * from './travel.js';
export * from './forms.js';
export * from './workflow.js';
export * from './document.js';
export * from './visitor.js';
