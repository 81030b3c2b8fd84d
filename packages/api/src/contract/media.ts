/**
 * Media (spec: video list/detail, photowall index/myPhotos/uploadPhoto, photoCollection).
 * Videos and collections are curated by holders of `video.manage` / `photoCollection.manage`;
 * the photo wall takes photos from any user (an image they uploaded on this site) and is
 * moderated by `photowall.moderate`, before or after showing depending on the site's
 * `variants.photowall.moderation` (`pre` | `post`, default `post`).
 */
import { z } from 'zod';
import { access, byId, endpoint, ok, pageOf, paging, plainText, zf } from './define.js';

/** An attachment URL as the upload endpoints answer it. */
const attachUrl = z
  .string()
  .trim()
  .regex(
    /^\/site\/attach\?file=all\/(?!.*\.\.)[A-Za-z0-9._/-]{1,200}$/,
    'an uploaded file (/site/attach?file=all/...)',
  );

export const video = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  src: z.string(),
  cover: z.string(),
  views: z.number(),
  published: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Video = z.infer<typeof video>;

export const PHOTO_STATUSES = ['pending', 'approved', 'rejected', 'removed'] as const;
export const photo = z.object({
  id: z.string(),
  url: z.string(),
  caption: z.string(),
  author: z.string(),
  mine: z.boolean(),
  status: z.enum(PHOTO_STATUSES),
  likes: z.number(),
  liked: z.boolean(),
  reports: z.number(),
  createdAt: z.number(),
});
export type Photo = z.infer<typeof photo>;

const collectionPhoto = z.object({ url: attachUrl, caption: plainText(200).default('') });
export const photoCollection = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.string(),
  count: z.number(),
  updatedAt: z.number(),
});
export const photoCollectionDetail = photoCollection.extend({
  photos: z.array(z.object({ url: z.string(), caption: z.string() })),
});

/** Form bodies may send the photo list as JSON text. */
const jsonList = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
}, z.array(collectionPhoto).max(500));

export const media = {
  videoList: endpoint({
    name: 'video.list',
    method: 'GET',
    path: '/api/video/list',
    summary: 'Published videos, newest first (managers also see unpublished ones with `all`).',
    access: access.user,
    input: z.object({ ...paging, keyword: plainText(100).optional(), all: zf.bool().optional() }),
    output: pageOf(video),
  }),
  videoDetail: endpoint({
    name: 'video.detail',
    method: 'GET',
    path: '/api/video/detail',
    summary: 'One video; counts a view.',
    access: access.user,
    input: byId,
    output: video,
  }),
  videoSave: endpoint({
    name: 'video.save',
    method: 'POST',
    path: '/api/video/save',
    summary: 'Create (no id) or edit a video: `src` an mp4 uploaded on this site, `cover` an image upload.',
    access: access.module('video', 'manage'),
    input: z.object({
      id: zf.id().optional(),
      title: plainText(200).pipe(z.string().min(1)),
      summary: plainText(2000).default(''),
      src: attachUrl,
      cover: z.union([attachUrl, z.literal('')]).default(''),
      published: zf.bool().default(true),
    }),
    output: video,
  }),
  videoRemove: endpoint({
    name: 'video.remove',
    method: 'POST',
    path: '/api/video/remove',
    summary: 'Delete a video.',
    access: access.module('video', 'manage'),
    input: byId,
    output: ok,
  }),

  photoList: endpoint({
    name: 'photowall.list',
    method: 'GET',
    path: '/api/photowall/list',
    summary: 'Shown photos of the wall, `newest` or `popular` first.',
    access: access.user,
    input: z.object({ ...paging, sort: z.enum(['newest', 'popular']).default('newest') }),
    output: pageOf(photo),
  }),
  photoMine: endpoint({
    name: 'photowall.mine',
    method: 'GET',
    path: '/api/photowall/my-photos',
    summary: 'My photos in every state (pending, approved, rejected, removed).',
    access: access.user,
    input: z.object(paging),
    output: pageOf(photo),
  }),
  photoUpload: endpoint({
    name: 'photowall.upload',
    method: 'POST',
    path: '/api/photowall/upload-photo',
    summary: 'Post a photo: `url` of an image I uploaded on this site (through /api/upload), with a caption.',
    access: access.user,
    input: z.object({ url: attachUrl, caption: plainText(200).default('') }),
    output: photo,
  }),
  photoRemoveMine: endpoint({
    name: 'photowall.delete',
    method: 'POST',
    path: '/api/photowall/delete',
    summary: 'Delete one of my photos.',
    access: access.user,
    input: byId,
    output: ok,
  }),
  photoLike: endpoint({
    name: 'photowall.like',
    method: 'POST',
    path: '/api/photowall/like',
    summary: 'Like a shown photo (once per user).',
    access: access.user,
    input: byId,
    output: z.object({ likes: z.number(), liked: z.boolean() }),
  }),
  photoUnlike: endpoint({
    name: 'photowall.unlike',
    method: 'POST',
    path: '/api/photowall/unlike',
    summary: 'Take back my like.',
    access: access.user,
    input: byId,
    output: z.object({ likes: z.number(), liked: z.boolean() }),
  }),
  photoReport: endpoint({
    name: 'photowall.report',
    method: 'POST',
    path: '/api/photowall/report',
    summary: 'Report a photo with a reason; it goes back to the moderation queue (once per user).',
    access: access.user,
    input: z.object({ id: zf.id(), reason: plainText(500).pipe(z.string().min(1)) }),
    output: ok,
  }),
  photoQueue: endpoint({
    name: 'photowall.queue',
    method: 'GET',
    path: '/api/photowall/queue',
    summary:
      'Photos waiting for a moderator: new (pre-moderation or unreviewed) and reported ones, with report reasons.',
    access: access.module('photowall', 'moderate'),
    input: z.object(paging),
    output: pageOf(photo.extend({ reasons: z.array(z.string()) })),
  }),
  photoModerate: endpoint({
    name: 'photowall.moderate',
    method: 'POST',
    path: '/api/photowall/moderate',
    summary: 'Approve, reject or remove a photo.',
    access: access.module('photowall', 'moderate'),
    input: z.object({ id: zf.id(), action: z.enum(['approve', 'reject', 'remove']) }),
    output: photo,
  }),

  collectionList: endpoint({
    name: 'photoCollection.list',
    method: 'GET',
    path: '/api/photoCollection/list',
    summary: 'Photo collections of this site, most recently updated first.',
    access: access.user,
    input: z.object(paging),
    output: pageOf(photoCollection),
  }),
  collectionDetail: endpoint({
    name: 'photoCollection.detail',
    method: 'GET',
    path: '/api/photoCollection/detail',
    summary: 'One collection with its photos.',
    access: access.user,
    input: byId,
    output: photoCollectionDetail,
  }),
  collectionSave: endpoint({
    name: 'photoCollection.save',
    method: 'POST',
    path: '/api/photoCollection/save',
    summary: 'Create (no id) or edit a collection; every photo and the cover must be image uploads of this site.',
    access: access.module('photoCollection', 'manage'),
    input: z.object({
      id: zf.id().optional(),
      title: plainText(200).pipe(z.string().min(1)),
      description: plainText(2000).default(''),
      cover: z.union([attachUrl, z.literal('')]).default(''),
      photos: jsonList.default([]),
    }),
    output: photoCollectionDetail,
  }),
  collectionRemove: endpoint({
    name: 'photoCollection.remove',
    method: 'POST',
    path: '/api/photoCollection/remove',
    summary: 'Delete a collection.',
    access: access.module('photoCollection', 'manage'),
    input: byId,
    output: ok,
  }),
};
