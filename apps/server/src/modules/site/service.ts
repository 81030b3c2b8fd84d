/** The public site profile (spec "site info from the host page") and the site setting call. */
import type { SiteInfo } from '@campus/api';
import { hasIntegration } from '../../integrations/messaging/config.js';
import type { Ctx } from '../../platform/context.js';
import type { Site } from '../../platform/db/schema.js';
import { siteTimezone } from '../../platform/notify/dnd.js';
import { flagsOf, loginUrlOf, logoutUrlOf } from '../../platform/sites.js';
import { parseJson } from '../../platform/util.js';

/** Spec section 9: the default logo path... */
export const DEFAULT_LOGO = '/site/static/images/logo.png';
/** ...with an `/eai` prefix for the school id `moe` (a constant of the spec, not a site setting). */
const DEFAULT_LOGO_PREFIX: Readonly<Record<string, string>> = { moe: '/eai' };

/**
 * Spec: empty means the default logo; otherwise the stored logo prefixed with the image base URL.
 * A logo uploaded in the console is stored as an attachment path (`all/...`): it lives in our own
 * attachment store, so it is served from there whatever the image base URL says.
 */
export function siteLogoOf(site: Site): string {
  if (!site.logo) return `${DEFAULT_LOGO_PREFIX[site.id] ?? ''}${DEFAULT_LOGO}`;
  if (site.logo.startsWith('all/')) return `/site/attach?file=${site.logo}`;
  if (/^https?:\/\//i.test(site.logo) || !site.img_url) return site.logo;
  return `${site.img_url.replace(/\/+$/, '')}/${site.logo.replace(/^\/+/, '')}`;
}

export function siteInfoOf(ctx: Ctx): SiteInfo {
  const { site } = ctx;
  const def = ctx.platform.env.DEFAULT_SITE;
  const variants = parseJson<unknown>(site.variants, {});
  return {
    id: site.id,
    name: site.name,
    baseurl: site.baseurl,
    imgUrl: site.img_url,
    login: loginUrlOf(site, def),
    logout: logoutUrlOf(site, def),
    copyright: site.copyright,
    logo: siteLogoOf(site),
    flags: flagsOf(site),
    variants: variants && typeof variants === 'object' && !Array.isArray(variants) ? (variants as Record<string, unknown>) : {},
    features: { share: hasIntegration(site, 'share'), corp: hasIntegration(site, 'corp') },
    timezone: siteTimezone(site.variants),
  };
}

export function siteSettingOf(site: Site): { copyright: string; site_logo: string } {
  return { copyright: site.copyright, site_logo: siteLogoOf(site) };
}
