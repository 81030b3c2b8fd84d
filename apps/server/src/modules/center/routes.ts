import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { createCaptcha, verifyCaptcha } from './captcha.js';
import { issueCode, verifyCode } from './qrcode.js';
import { createRequest, decideRequest, pollRequest, scanRequest } from './scan-login.js';
import { pinnedServices, savePinnedServices } from './services.js';

export default async function centerRoutes(app: FastifyInstance) {
  mount(app, contract.center, {
    qrcode: (_, ctx) => issueCode(ctx),
    qrcodeVerify: (input, ctx) => verifyCode(ctx, input.code, input.purpose),
    scanLoginCreate: (_, ctx) => createRequest(ctx),
    scanLoginStatus: (input, ctx) => pollRequest(ctx, input.id, input.poll),
    scanLoginScan: (input, ctx) => scanRequest(ctx, input.id),
    scanLoginConfirm: (input, ctx) => decideRequest(ctx, input.id, 'confirmed'),
    scanLoginCancel: (input, ctx) => decideRequest(ctx, input.id, 'cancelled'),
    captchaCreate: (_, ctx) => createCaptcha(ctx),
    captchaVerify: (input, ctx) => verifyCaptcha(ctx, input.id, input.x, input.track),
    services: (_, ctx) => pinnedServices(ctx),
    servicesSave: (input, ctx) => savePinnedServices(ctx, input.keys),
  });
}
