import { contract } from '@campus/api';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as manage from './manage.js';
import * as svc from './service.js';
import * as staff from './staff.js';
import { nameListWorkbook, recordsWorkbook } from './xlsx.js';
import { XLSX_TYPE } from '../../platform/xlsx.js';

const sendXlsx = (reply: FastifyReply, name: string, buf: Buffer) =>
  reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${name}.xlsx"`)
    .send(buf);

export default async function generalAppRoutes(app: FastifyInstance) {
  mount(app, contract.generalApp, {
    spaces: (input, ctx) => svc.spaces(ctx, input),
    space: (input, ctx) => svc.space(ctx, input.id),
    slots: (input, ctx) => svc.slots(ctx, input.spaceId, input.date),
    appoint: (input, ctx) => svc.appoint(ctx, input),
    appointRepeat: (input, ctx) => svc.appointRepeat(ctx, input),
    mine: (input, ctx) => svc.mine(ctx, input),
    detail: (input, ctx) => svc.detail(ctx, input.id),
    cancel: (input, ctx) => svc.cancel(ctx, input.id),
    events: (input, ctx) => svc.events(ctx, input),
    pending: (input, ctx) => staff.pending(ctx, input),
    decide: (input, ctx) => staff.decide(ctx, input),
    signList: (input, ctx) => staff.signList(ctx, input),
    sign: (input, ctx) => staff.sign(ctx, input),
    signLog: (input, ctx) => staff.signLog(ctx, input),
    adminDetail: (input, ctx) => staff.adminDetail(ctx, input.id),
    manageSpaces: (input, ctx) => manage.listSpaces(ctx, input),
    manageSpace: (input, ctx) => manage.getSpace(ctx, input.id),
    saveSpace: (input, ctx) => manage.saveSpace(ctx, input),
    records: (input, ctx) => manage.records(ctx, input),
    recordsExport: async (input, ctx) => sendXlsx(ctx.reply, 'appointments', await recordsWorkbook(ctx, input)),
    nameList: (input, ctx) => manage.nameList(ctx, input.spaceId, input.date),
    nameListExport: async (input, ctx) =>
      sendXlsx(ctx.reply, `name-list-${input.date}`, await nameListWorkbook(ctx, input.spaceId, input.date)),
    usage: (input, ctx) => manage.usage(ctx, input.from, input.to),
    advise: (input, ctx) => manage.advise(ctx, input.id, input.note),
    adviceList: (input, ctx) => manage.adviceList(ctx, input),
  });
}
