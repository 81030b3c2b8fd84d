/** Spec section 7: a signed access-log entry per page view; failures are ignored. */
import { accessLogSignature } from '@campus/api/rules';
import { api } from '../lib/api';
import { logApi } from '../lib/endpoints';

export function appKeyFor(appKey: string, href: string): string {
  if (appKey !== 'location') return appKey;
  return new URL(href).searchParams.get('service') || appKey;
}

export function logAccess(appKey: string, href: string = location.href, now: number = Date.now()): void {
  const appkey = appKeyFor(appKey, href);
  const timestamp = Math.floor(now / 1000);
  const signature = accessLogSignature(appkey, timestamp, href);
  api(logApi.access, { appkey, url: href, timestamp: String(timestamp), signature }, { silent: true }).catch(() => undefined);
}
