/** Spec section 7: the enterprise messaging-app login redirect. */
import { z } from 'zod';
import { access, endpoint } from './define.js';

export const corp = {
  index: endpoint({
    name: 'corp.index',
    method: 'GET',
    path: '/api/corp/index',
    summary: "Redirects (302) to the enterprise messaging app's OAuth page; comes back to redirectUrl (a same-origin path).",
    access: access.public,
    raw: true,
    input: z.object({ redirectUrl: z.string().max(2048).optional(), site: z.string().optional() }),
    output: z.null(),
  }),
  callback: endpoint({
    name: 'corp.callback',
    method: 'GET',
    path: '/api/corp/callback',
    summary: 'The messaging app sends the user back here: the one-time state is checked, the code exchanged, the bound account logged in, then a redirect to redirectUrl.',
    access: access.public,
    raw: true,
    input: z.object({ code: z.string().max(512).optional(), state: z.string().min(1).max(128), site: z.string().optional() }),
    output: z.null(),
  }),
};
