import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as svc from './service.js';

export default async function filesRoutes(app: FastifyInstance) {
  mount(app, contract.files, {
    folders: (input, ctx) => svc.folders(ctx, input.shelf),
    list: (input, ctx) => svc.list(ctx, input),
    download: (input, ctx) => svc.download(ctx, input),
    adminList: (input, ctx) => svc.adminList(ctx, input),
    adminFolders: (_input, ctx) => svc.adminFolders(ctx),
    save: (input, ctx) => svc.save(ctx, input),
    delete: (input, ctx) => svc.remove(ctx, input.id),
    saveFolder: (input, ctx) => svc.saveFolder(ctx, input),
    deleteFolder: (input, ctx) => svc.deleteFolder(ctx, input.id),
  });
}
