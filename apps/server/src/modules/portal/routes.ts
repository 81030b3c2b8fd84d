import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as svc from './service.js';

export default async function portalRoutes(app: FastifyInstance) {
  mount(app, contract.portal, {
    directory: (_input, ctx) => svc.directory(ctx),
    search: (input, ctx) => svc.search(ctx, input.keyword),
    clearHistory: (_input, ctx) => svc.clearHistory(ctx),
    favorite: (input, ctx) => svc.favorite(ctx, input.id, input.on),
    orderFavorites: (input, ctx) => svc.orderFavorites(ctx, input.ids),
    open: (input, ctx) => svc.open(ctx, input.id),
    home: (input, ctx) => svc.home(ctx, input.key),
    adminCategories: (_input, ctx) => svc.adminCategories(ctx),
    saveCategory: (input, ctx) => svc.saveCategory(ctx, input),
    deleteCategory: (input, ctx) => svc.deleteCategory(ctx, input.id),
    adminApps: (input, ctx) => svc.adminApps(ctx, input),
    saveApp: (input, ctx) => svc.saveApp(ctx, input),
    deleteApp: (input, ctx) => svc.deleteApp(ctx, input.id),
    layouts: (_input, ctx) => svc.layouts(ctx),
    layout: (input, ctx) => svc.layout(ctx, input.key),
    saveLayout: (input, ctx) => svc.saveLayout(ctx, input),
    deleteLayout: (input, ctx) => svc.deleteLayout(ctx, input.key),
  });
}
