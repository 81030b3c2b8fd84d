import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { notFound } from './service.js';
import * as svc from './service.js';
import { sampleImage } from './sample.js';

export default async function schoolMapRoutes(app: FastifyInstance) {
  mount(app, contract.schoolMap, {
    overview: (_input, ctx) => svc.overview(ctx),
    pois: (input, ctx) => svc.pois(ctx, input),
    poi: (input, ctx) => svc.poi(ctx, input.id),
    routes: (input, ctx) => svc.routes(ctx, input.mapId),
    guides: (_input, ctx) => svc.guides(ctx, true),
    guide: (input, ctx) => svc.guide(ctx, input.id),
    sample: (input, ctx) => {
      const png = sampleImage(input.name);
      if (!png) throw notFound('name');
      ctx.reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=86400').send(png);
      return null;
    },
    saveMap: (input, ctx) => svc.saveMap(ctx, input),
    deleteMap: (input, ctx) => svc.deleteMap(ctx, input.id),
    saveCategory: (input, ctx) => svc.saveCategory(ctx, input),
    deleteCategory: (input, ctx) => svc.deleteCategory(ctx, input.id),
    savePoi: (input, ctx) => svc.savePoi(ctx, input),
    movePoi: (input, ctx) => svc.movePoi(ctx, input),
    deletePoi: (input, ctx) => svc.deletePoi(ctx, input.id),
    saveRoute: (input, ctx) => svc.saveRoute(ctx, input),
    deleteRoute: (input, ctx) => svc.deleteRoute(ctx, input.id),
    adminGuides: (_input, ctx) => svc.guides(ctx, false),
    saveGuide: (input, ctx) => svc.saveGuide(ctx, input),
    deleteGuide: (input, ctx) => svc.deleteGuide(ctx, input.id),
    settings: (_input, ctx) => svc.settings(ctx),
    saveSettings: (input, ctx) => svc.saveSettings(ctx, input),
  });
}
