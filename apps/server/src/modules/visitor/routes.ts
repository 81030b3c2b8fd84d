import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { login, sendCode } from './login.js';
import * as svc from './service.js';

export default async function visitorRoutes(app: FastifyInstance) {
  mount(app, contract.visitor, {
    sendCode: (input, ctx) => sendCode(ctx, input.mobile),
    login: (input, ctx) => login(ctx, input.mobile, input.code),
    records: (_input, ctx) => svc.records(ctx),
    pass: (input, ctx) => svc.pass(ctx, input.id),
    expected: (input, ctx) => svc.expected(ctx, input.date),
    checkIn: (input, ctx) => svc.checkIn(ctx, input.pass),
  });
}
