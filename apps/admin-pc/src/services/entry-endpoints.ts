/**
 * The endpoints the entry bundle and the login page call, as plain descriptors typed from the
 * contract. Importing the contract objects themselves would put zod (~60 KiB gzip) into the
 * login route; test/entry-endpoints.test.ts checks these equal the contract's.
 */
import type { auth, site } from '@campus/api';

export const entryAuth = {
  me: { name: 'auth.me', method: 'GET', path: '/api/auth/me' } as unknown as typeof auth.me,
  login: { name: 'auth.login', method: 'POST', path: '/api/auth/login' } as unknown as typeof auth.login,
};

/** The site's profile: the console keeps its timezone (lib/time). */
export const entrySite = {
  info: { name: 'site.info', method: 'GET', path: '/api/site/info' } as unknown as typeof site.info,
};
