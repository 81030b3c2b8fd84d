/**
 * Every module's contract, by module name. The server mounts each; the OpenAPI document
 * lists them all. Add a module: create `contract/<name>.ts` and list it here.
 */
import { admin } from './admin.js';
import { auth } from './auth.js';
import { center } from './center.js';
import { corp } from './corp.js';
import { health } from './health.js';
import { log } from './log.js';
import { site } from './site.js';
import { sso } from './sso.js';
import { upload } from './upload.js';
import { user } from './user.js';

export const contract = {
  admin,
  auth,
  center,
  corp,
  health,
  log,
  site,
  sso,
  upload,
  user,
} as const;

export type Contract = typeof contract;
export * from './define.js';
export * from './audience.js';
export * from './auth.js';
export * from './center.js';
export * from './admin.js';
export { health } from './health.js';
export * from './user.js';
export * from './corp.js';
export * from './log.js';
export * from './site.js';
export * from './sso.js';
export * from './upload.js';
