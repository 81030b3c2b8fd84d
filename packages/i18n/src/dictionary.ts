/**
 * Every namespace, by name. Add a namespace: a file in ns/ and a line here.
 * Keys are `namespace.key` (e.g. `common.ok`, `errors.10013`).
 */
import { common } from './ns/common.js';
import { errors } from './ns/errors.js';

export const namespaces = {
  common,
  errors,
} as const;
