/** Spec section 7: the signed access log and the client error log. */
import { z } from 'zod';
import { access, endpoint } from './define.js';

/** A logged client value: text as sent, anything else serialised; long values are cut, never refused. */
const loggedValue = z.unknown().optional();

export const log = {
  access: endpoint({
    name: 'log.access',
    method: 'POST',
    path: '/api/log/access',
    summary: 'Record a page visit; signature = md5(appkey + timestamp + url), timestamp in seconds within 5 minutes.',
    access: access.public,
    input: z.object({
      /** The application key; `location` means "take it from the url's service query parameter". */
      appkey: z.string().trim().min(1).max(128),
      url: z.string().min(1).max(2048),
      /** Seconds, as text (form) or number (JSON); signed exactly as sent. */
      timestamp: z.union([z.string().regex(/^\d{1,12}$/, 'must be integer seconds'), z.number().int().nonnegative()]).transform(String),
      signature: z.string().regex(/^[0-9a-fA-F]{32}$/, 'must be an md5 hex digest'),
    }),
    output: z.null(),
  }),
  saveWebLog: endpoint({
    name: 'log.saveWebLog',
    method: 'POST',
    path: '/api/log/save-web-log',
    summary: 'Client error log written when response handling fails; rate-limited per address.',
    access: access.public,
    input: z.object({ err_message: loggedValue, return_data: loggedValue, vue_data: loggedValue }),
    output: z.null(),
  }),
};
