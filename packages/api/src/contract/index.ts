/**
 * Every module's contract, by module name. The server mounts each; the OpenAPI document
 * lists them all. Add a module: create `contract/<name>.ts` and list it here.
 */
import { auth } from './auth.js';
import { health } from './health.js';

export const contract = {
  auth,
  health,
} as const;

export type Contract = typeof contract;
export * from './define.js';
export * from './auth.js';
export { health } from './health.js';
