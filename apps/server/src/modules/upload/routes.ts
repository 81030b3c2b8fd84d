import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { registerAttach } from './attach.js';
import { multipartFiles, saveAll, saveBase64 } from './service.js';

export default async function uploadRoutes(app: FastifyInstance) {
  // base64 is a third larger than the file: this one route may carry more than the usual body limit.
  const limit = app.platform.env.UPLOAD_LIMIT_BYTES;
  app.addHook('onRoute', (route) => {
    if (route.url === contract.upload.bybase64.path) route.bodyLimit = Math.ceil((limit * 4) / 3) + 64 * 1024;
  });
  mount(app, contract.upload, {
    index: (_, ctx) => saveAll(ctx, multipartFiles(ctx)),
    bybase64: (input, ctx) => saveBase64(ctx, input),
  });
  registerAttach(app);
}
