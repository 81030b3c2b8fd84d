import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import * as lib from './library.js';
import * as wall from './photowall.js';

export default async function mediaRoutes(app: FastifyInstance) {
  mount(app, contract.media, {
    videoList: (input, ctx) => lib.listVideos(ctx, input),
    videoDetail: (input, ctx) => lib.videoDetail(ctx, input.id),
    videoSave: (input, ctx) => lib.saveVideo(ctx, input),
    videoRemove: (input, ctx) => lib.removeVideo(ctx, input.id),
    photoList: (input, ctx) => wall.list(ctx, input),
    photoMine: (input, ctx) => wall.mine(ctx, input),
    photoUpload: (input, ctx) => wall.upload(ctx, input),
    photoRemoveMine: (input, ctx) => wall.remove(ctx, input.id),
    photoLike: (input, ctx) => wall.like(ctx, input.id, true),
    photoUnlike: (input, ctx) => wall.like(ctx, input.id, false),
    photoReport: (input, ctx) => wall.report(ctx, input),
    photoQueue: (input, ctx) => wall.queue(ctx, input),
    photoModerate: (input, ctx) => wall.moderate(ctx, input),
    collectionList: (input, ctx) => lib.listCollections(ctx, input),
    collectionDetail: (input, ctx) => lib.collectionDetail(ctx, input.id),
    collectionSave: (input, ctx) => lib.saveCollection(ctx, input),
    collectionRemove: (input, ctx) => lib.removeCollection(ctx, input.id),
  });
}
