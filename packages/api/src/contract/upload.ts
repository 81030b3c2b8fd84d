/** Spec section 7: uploads (multipart and base64); files are served at /site/attach?file=all/... */
import { z } from 'zod';
import { access, endpoint } from './define.js';

export const uploadedFile = z.object({
  id: z.string(),
  /** The attachment URL: `/site/attach?file=all/<stored name>`. */
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/** The first file's fields at the top level (what a one-file form reads), every file in `files`. */
const uploadAnswer = uploadedFile.extend({ files: z.array(uploadedFile) });

export const upload = {
  index: endpoint({
    name: 'upload.index',
    method: 'POST',
    path: '/api/upload/index',
    summary: 'Upload one or more files (multipart, field `file`). Type is sniffed from the content against an allowlist.',
    access: access.user,
    visitors: true,
    multipart: true,
    input: z.object({}),
    output: uploadAnswer,
  }),
  bybase64: endpoint({
    name: 'upload.bybase64',
    method: 'POST',
    path: '/api/upload/bybase64',
    summary: 'Upload one file sent as a data URL or plain base64 (`file`), with an optional original `name`.',
    access: access.user,
    visitors: true,
    input: z.object({
      file: z.string().min(1),
      name: z.string().trim().max(200).optional(),
    }),
    output: uploadAnswer,
  }),
};
