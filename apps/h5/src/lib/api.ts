/**
 * The one request client of the H5. The shell plugs its views into the handlers (see
 * app/client-handlers.ts); screens call `api(userApi.getInfo, {})` with the endpoints of lib/endpoints.ts.
 */
import { createClient, createLoadingCounter } from '@campus/api/client';
import { tOr } from '@campus/i18n';
import { parseBase } from './location';

export const baseInfo = parseBase(typeof location === 'undefined' ? '/site/' : location.pathname);

export const loadingCounter = createLoadingCounter();

/** How every client of the app calls the API (one with another transport, e.g. uploads with progress, reuses it). */
export const clientOptions = {
  site: () => baseInfo.site,
  translate: tOr,
  defaultLoginUrl: `${baseInfo.basename}/center/login`,
};

export const client = createClient(clientOptions);

export const api = client.call.bind(client);

/** An address inside the app (`/center/personal`) as the browser sees it. */
export function appHref(path: string): string {
  return `${baseInfo.basename}${path.startsWith('/') ? path : `/${path}`}`;
}
