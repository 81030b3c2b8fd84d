/**
 * A sign-on that cannot complete. Callbacks turn it into a redirect to the login page with
 * `?sso_error=<code>` (the H5 shows `sso.error.<code>`), never into a session.
 */
import type { namespaces } from '@campus/i18n/all';
import type { Site } from '../../platform/db/schema.js';

/** Each code has its message in packages/i18n (`sso.error.<code>`): a new code without one fails the typecheck. */
export type FailureCode = keyof (typeof namespaces)['sso']['zh']['error'];

export class SsoFailure extends Error {
  constructor(
    readonly code: FailureCode,
    message: string,
    /** The site the flow belongs to, once known (its login page is where the browser goes). */
    readonly site?: Site,
  ) {
    super(message);
    this.name = 'SsoFailure';
  }
}
