/** Spec section 7: site info from the host page, site setting, and the messaging-app share config. */
import { z } from 'zod';
import { access, empty, endpoint } from './define.js';

export const siteInfo = z.object({
  id: z.string(),
  name: z.string(),
  baseurl: z.string(),
  imgUrl: z.string(),
  /** Where a not-logged-in user goes (configured login path, else the site's login page). */
  login: z.string(),
  /** Where the app goes after logout. */
  logout: z.string(),
  copyright: z.string(),
  /** The logo as the apps should load it (the site-setting rule applied). */
  logo: z.string(),
  flags: z.object({
    hideAddService: z.boolean(),
    showMoveTips: z.boolean(),
    hiddenModules: z.array(z.string()),
  }),
  /** Per-module variant settings (module key -> settings), so one screen serves every school. */
  variants: z.record(z.string(), z.unknown()),
  /** Which optional integrations are configured; never their secrets. */
  features: z.object({ share: z.boolean(), corp: z.boolean() }),
  /** The site's IANA timezone (its setting, else the server's default): the zone screens show times in. */
  timezone: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfo>;

export const shareInfo = z.object({
  config: z.object({ appId: z.string(), timestamp: z.number().int(), nonceStr: z.string(), signature: z.string() }),
  image: z.string(),
  title: z.string(),
  desc: z.string(),
  url: z.string(),
  wid: z.string(),
});
export type ShareInfo = z.infer<typeof shareInfo>;

export const site = {
  info: endpoint({
    name: 'site.info',
    method: 'GET',
    path: '/api/site/info',
    summary: 'Public profile of the current site: paths, flags and module variants (no secrets).',
    access: access.public,
    input: z.object({ site: z.string().optional() }),
    output: siteInfo,
  }),
  setting: endpoint({
    name: 'site.setting',
    method: 'POST',
    path: '/api/site/setting',
    summary: 'Spec: copyright and site_logo (empty logo = the default logo; else prefixed with the image base URL).',
    access: access.public,
    input: empty,
    output: z.object({ copyright: z.string(), site_logo: z.string() }),
  }),
  shareConfig: endpoint({
    name: 'site.shareConfig',
    method: 'POST',
    path: '/api/site/share-config',
    summary: 'Messaging-app JS-SDK config for a page (sha1 signature over the jsapi ticket) and its share card.',
    access: access.public,
    input: z.object({
      service: z.string().trim().max(64).default(''),
      service_id: z.string().trim().max(64).default(''),
      /** The current page URL without the code and state query parameters. */
      url: z
        .string()
        .trim()
        .min(1)
        .max(2048)
        .refine((u) => /^https?:\/\/[^\s]+$/i.test(u) && URL.canParse(u), 'must be an absolute http(s) URL'),
    }),
    output: z.object({ info: shareInfo }),
  }),
};
