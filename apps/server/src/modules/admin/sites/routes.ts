/** Handlers of /api/admin/sites/* (super-administrator only, as the contract declares). */
import type { contract } from '@campus/api';
import type { Handlers } from '../../../platform/mount.js';
import * as sites from './service.js';

type A = typeof contract.admin;
type K = 'sitesList' | 'sitesGet' | 'sitesCreate' | 'sitesUpdate';

export const siteHandlers: Handlers<Pick<A, K>> = {
  sitesList: (_, ctx) => sites.listSites(ctx),
  sitesGet: (input, ctx) => sites.getSite(ctx, input.id),
  sitesCreate: (input, ctx) => sites.createSite(ctx, input),
  sitesUpdate: (input, ctx) => sites.updateSite(ctx, input),
};
