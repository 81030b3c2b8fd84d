import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { uploadedFile } from '../../platform/xlsx.js';
import * as admin from './manage.js';
import * as svc from './service.js';
import { importMenus } from './xlsx.js';

export default async function canteenRoutes(app: FastifyInstance) {
  mount(app, contract.canteen, {
    list: (_input, ctx) => svc.list(ctx),
    menus: (input, ctx) => svc.menus(ctx, input),
    bookable: (_input, ctx) => svc.bookable(ctx),
    book: (input, ctx) => svc.book(ctx, input.menuId),
    cancel: (input, ctx) => svc.cancel(ctx, input.id),
    mine: (_input, ctx) => svc.mine(ctx),
    writeOff: (input, ctx) => svc.writeOff(ctx, input),
    myCanteens: (_input, ctx) => svc.myCanteens(ctx),
    adminCanteens: (_input, ctx) => admin.adminCanteens(ctx),
    saveCanteen: (input, ctx) => admin.saveCanteen(ctx, input),
    adminMenus: (input, ctx) => admin.adminMenus(ctx, input),
    saveMenu: (input, ctx) => admin.saveMenu(ctx, input),
    deleteMenu: (input, ctx) => admin.deleteMenu(ctx, input.id),
    importMenus: async (_input, ctx) => importMenus(ctx, await uploadedFile(ctx)),
    bookings: (input, ctx) => admin.bookings(ctx, input),
  });
}
