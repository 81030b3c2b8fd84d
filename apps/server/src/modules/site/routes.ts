import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { siteInfoOf, siteSettingOf } from './service.js';
import { shareInfoOf } from './share.js';

export default async function siteRoutes(app: FastifyInstance) {
  mount(app, contract.site, {
    info: (_, ctx) => siteInfoOf(ctx),
    setting: (_, ctx) => siteSettingOf(ctx.site),
    shareConfig: (input, ctx) => shareInfoOf(ctx, input),
  });
}
