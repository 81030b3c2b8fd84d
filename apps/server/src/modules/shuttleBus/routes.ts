import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as svc from './service.js';
import { importTimetable } from './xlsx.js';

export default async function shuttleBusRoutes(app: FastifyInstance) {
  mount(app, contract.shuttleBus, {
    stops: (_input, ctx) => svc.stops(ctx),
    routes: (_input, ctx) => svc.routes(ctx),
    route: (input, ctx) => svc.route(ctx, input.id),
    next: (input, ctx) => svc.next(ctx, input),
    holidays: (_input, ctx) => svc.holidays(ctx),
    saveHolidays: (input, ctx) => svc.saveHolidays(ctx, input.dates),
    saveStop: (input, ctx) => svc.saveStop(ctx, input),
    deleteStop: (input, ctx) => svc.deleteStop(ctx, input.id),
    saveRoute: (input, ctx) => svc.saveRoute(ctx, input),
    deleteRoute: (input, ctx) => svc.deleteRoute(ctx, input.id),
    saveTimetable: (input, ctx) => svc.saveTimetable(ctx, input),
    deleteTimetable: (input, ctx) => svc.deleteTimetable(ctx, input.id),
    importTimetable: (_input, ctx) => importTimetable(ctx),
  });
}
