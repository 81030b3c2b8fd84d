/**
 * The one request client of the H5. The shell plugs its views into the handlers (see
 * app/client-handlers.ts); screens call `api(userApi.getInfo, {})` with the endpoints of lib/endpoints.ts.
 */
import { createClient, createLoadingCounter } from '@campus/api/client';
import { tOr } from '@campus/i18n';
import { parseBase } from './location';

export const baseInfo = parseBase(typeof location === 'undefined' ? '/site/' : location.pathname);

export const loadingCounter = createLoadingCounter();

export const client = createClient({
  site: () => baseInfo.site,
  translate: tOr,
  defaultLoginUrl: `${baseInfo.basename}/center/login`,
});

export const api = client.call.bind(client);

/** An address inside the app (`/center/personal`) as the browser sees it. */
export function appHref(path: string): string {
  return `${baseInfo.basename}${path.startsWith('/') ? path : `/${path}`}`;
}
