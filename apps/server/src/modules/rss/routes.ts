import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { sendCategoryFeed } from './portal.js';
import { categories, info, listMine, subscribe, unsubscribe } from './service.js';

export default async function rssRoutes(app: FastifyInstance) {
  mount(app, contract.rss, {
    list: (_, ctx) => listMine(ctx),
    categories: (_, ctx) => categories(ctx),
    subscribe: (input, ctx) => subscribe(ctx, input),
    unsubscribe: (input, ctx) => unsubscribe(ctx, input.id),
    info: (input, ctx) => info(ctx, input.id),
    feed: (_, ctx) => sendCategoryFeed(ctx),
  });
}
