import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as check from './check.js';
import * as manage from './manage.js';
import * as svc from './service.js';
import { bookingsWorkbook } from './xlsx.js';
import { XLSX_TYPE } from '../../platform/xlsx.js';

export default async function seatRoutes(app: FastifyInstance) {
  mount(app, contract.seat, {
    index: (_input, ctx) => svc.index(ctx),
    detail: (input, ctx) => svc.detail(ctx, input.id, input.date),
    map: (input, ctx) => svc.map(ctx, input.sessionId),
    state: (input, ctx) => svc.state(ctx, input.sessionId),
    hold: (input, ctx) => svc.hold(ctx, input.sessionId, input.seatId),
    confirm: (input, ctx) => svc.confirm(ctx, input.id),
    cancel: (input, ctx) => svc.cancel(ctx, input.id),
    mine: (input, ctx) => svc.mine(ctx, input),
    booking: (input, ctx) => svc.booking(ctx, input.id),
    checkin: (input, ctx) => svc.checkin(ctx, input.id, input.code),
    checkSessions: (_input, ctx) => check.sessions(ctx),
    checkList: (input, ctx) => check.list(ctx, input.sessionId),
    check: (input, ctx) => check.check(ctx, input),
    manageRooms: (input, ctx) => manage.rooms(ctx, input),
    manageRoom: (input, ctx) => manage.roomDetail(ctx, input.id),
    manageSave: (input, ctx) => manage.save(ctx, input),
    manageMap: (input, ctx) => manage.saveMap(ctx, input),
    manageToken: (input, ctx) => manage.newToken(ctx, input.id),
    manageSessions: (input, ctx) => manage.sessions(ctx, input),
    manageGenerate: (input, ctx) => manage.generate(ctx, input),
    manageSession: (input, ctx) => manage.addSession(ctx, input),
    manageSessionDelete: (input, ctx) => manage.removeSession(ctx, input.id),
    manageBookings: (input, ctx) => manage.bookings(ctx, input),
    manageExport: async (input, ctx) => {
      const buf = await bookingsWorkbook(ctx, input.sessionId);
      const name = `seat-bookings-${input.sessionId.replace(/[^A-Za-z0-9-]/g, '')}.xlsx`;
      ctx.reply.header('content-type', XLSX_TYPE).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(buf);
      return null;
    },
    manageNoShows: (input, ctx) => manage.noShows(ctx, input),
    settings: (_input, ctx) => manage.settings(ctx),
    settingsSave: (input, ctx) => manage.saveSettings(ctx, input.noShowLimit),
  });
}
