import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as extras from './extras.js';
import * as manage from './manage.js';
import * as svc from './service.js';
import { XLSX_TYPE } from '../../platform/xlsx.js';

export default async function activityRoutes(app: FastifyInstance) {
  mount(app, contract.activity, {
    hall: (input, ctx) => svc.hall(ctx, input),
    detail: (input, ctx) => svc.detail(ctx, input.id),
    signup: (input, ctx) => svc.signup(ctx, input.id, input.note),
    cancelSignup: (input, ctx) => svc.cancelSignup(ctx, input.id),
    myCode: (input, ctx) => svc.myCode(ctx, input.id),
    checkin: (input, ctx) => svc.checkin(ctx, input.code),
    checkUser: (input, ctx) => svc.checkUser(ctx, input.code),
    canCreate: (_input, ctx) => svc.canCreate(ctx),
    manage: (input, ctx) => manage.mine(ctx, input),
    manageDetail: (input, ctx) => manage.manageDetail(ctx, input.id),
    save: (input, ctx) => manage.save(ctx, input),
    publish: (input, ctx) => manage.publish(ctx, input.id, input.published),
    cancel: (input, ctx) => manage.cancel(ctx, input.id, input.reason),
    signups: (input, ctx) => manage.signups(ctx, input),
    review: (input, ctx) => manage.review(ctx, input.signupId, input.approve),
    removeSignup: (input, ctx) => manage.removeSignup(ctx, input.signupId),
    signupsExport: async (input, ctx) => {
      const buf = await manage.signupsWorkbook(ctx, input.id);
      ctx.reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="activity-signups-${input.id.replace(/[^A-Za-z0-9-]/g, '')}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(buf);
      return null;
    },
    checkinCode: (input, ctx) => manage.checkinCode(ctx, input.id),
    files: (input, ctx) => extras.files(ctx, input.id),
    addFile: (input, ctx) => extras.addFile(ctx, input.id, input.uploadId),
    removeFile: (input, ctx) => extras.removeFile(ctx, input.fileId),
    comments: (input, ctx) => extras.comments(ctx, input),
    comment: (input, ctx) => extras.comment(ctx, input.id, input.body),
    deleteComment: (input, ctx) => extras.deleteComment(ctx, input.commentId),
    albums: (input, ctx) => extras.albums(ctx, input.id),
    createAlbum: (input, ctx) => extras.createAlbum(ctx, input.id, input.title),
    photos: (input, ctx) => extras.photos(ctx, input.albumId),
    addPhoto: (input, ctx) => extras.addPhoto(ctx, input.albumId, input.uploadId),
    removePhoto: (input, ctx) => extras.removePhoto(ctx, input.photoId),
    adminList: (input, ctx) => manage.adminList(ctx, input),
    stats: (_input, ctx) => manage.stats(ctx),
  });
}
