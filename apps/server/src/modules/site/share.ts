/**
 * Share config (spec section 7): the JS-SDK config for the page the user is on, signed with the
 * site's jsapi ticket, and the share card (title, description, image, link) from the site's settings.
 */
import crypto from 'node:crypto';
import type { ShareInfo } from '@campus/api';
import { integrationOf, shareConfig, ticketSourceFor } from '../../integrations/messaging/config.js';
import { jsapiSignature } from '../../integrations/messaging/jsapi-ticket.js';
import type { Ctx } from '../../platform/context.js';
import { now } from '../../platform/util.js';

export interface ShareInput {
  service: string;
  service_id: string;
  url: string;
}

/** The link a share card points at: no fragment, and never an OAuth code or state. */
export function shareLinkOf(url: string): string {
  const u = new URL(url.split('#')[0] ?? url);
  u.searchParams.delete('code');
  u.searchParams.delete('state');
  return u.toString();
}

export async function shareInfoOf(ctx: Ctx, input: ShareInput): Promise<{ info: ShareInfo }> {
  const cfg = integrationOf(ctx.site, 'share', shareConfig);
  const ticket = await ticketSourceFor(ctx.db, ctx.site.id, cfg).ticket();
  const timestamp = now();
  const nonceStr = crypto.randomBytes(8).toString('hex');
  return {
    info: {
      config: { appId: cfg.appId, timestamp, nonceStr, signature: jsapiSignature(ticket, nonceStr, timestamp, input.url) },
      title: cfg.title || ctx.site.name,
      desc: cfg.desc,
      image: cfg.image,
      url: shareLinkOf(input.url),
      wid: cfg.wid || ctx.site.id,
    },
  };
}
