/**
 * Dynamic forms (spec family `forms`: universalForm, form, commonForm, newForm, ...). A form is
 * named per site and publishes versions of its schema (packages/api/src/forms); people fill the
 * current version, drafts are saved as they type (a revision number keeps an older tab from
 * overwriting a newer draft), and the server checks every submission with the same engine the
 * apps run. A submission keeps the version it was filled with. Holders of `forms.manage` design,
 * publish, read all submissions and export them as xlsx.
 */
import { z } from 'zod';
import { formSchema } from '../forms/schema.js';
import { access, byId, endpoint, paging, plainText, requiredText, zf } from './define.js';

export const FORM_STATUSES = ['draft', 'open', 'closed'] as const;
export type FormStatusName = (typeof FORM_STATUSES)[number];
/** Where a submission stands; a workflow (later) moves it past `submitted`. */
export const SUBMISSION_STATES = ['submitted', 'processing', 'approved', 'rejected', 'withdrawn', 'terminated'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

const values = z.record(z.string().max(40), z.unknown());

export const formSummary = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  status: z.enum(FORM_STATUSES),
  /** A person may change a submission until a workflow acts on it. */
  allowEdit: z.boolean(),
  /** Visitors (accounts without a campus identity) may see and fill it. */
  openToVisitors: z.boolean(),
  ownerId: z.string().nullable(),
  ownerName: z.string(),
  /** The current version (null before the first publish). */
  versionId: z.string().nullable(),
  version: z.number(),
  submissions: z.number(),
  updatedAt: z.number(),
});
export type FormSummary = z.infer<typeof formSummary>;

export const formVersion = z.object({ id: z.string(), formId: z.string(), version: z.number(), schema: formSchema, publishedAt: z.number(), publishedBy: z.string() });
export type FormVersion = z.infer<typeof formVersion>;

export const formDraft = z.object({ versionId: z.string(), values, revision: z.number(), savedAt: z.number() });

export const submissionItem = z.object({
  id: z.string(),
  formId: z.string(),
  formName: z.string(),
  versionId: z.string(),
  version: z.number(),
  userId: z.string(),
  userName: z.string(),
  userNumber: z.string(),
  state: z.enum(SUBMISSION_STATES),
  revision: z.number(),
  canEdit: z.boolean(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type SubmissionItem = z.infer<typeof submissionItem>;
/** Where an uploaded file or signature of a submission can be opened (a link the server made for someone who may see it). */
export const fileLink = z.object({ url: z.string(), name: z.string(), mime: z.string(), size: z.number() });
export type FileLink = z.infer<typeof fileLink>;

export const submissionDetail = submissionItem.extend({
  values,
  schema: formSchema,
  processId: z.string().nullable(),
  /** The files (uploads, signatures) in the values, by id. */
  files: z.record(z.string(), fileLink),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;

export const schemaProblem = z.object({ path: z.string(), key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });

const manage = access.module('forms', 'manage');
const page = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number(), current: z.number(), pageSize: z.number() });

export const forms = {
  available: endpoint({
    name: 'forms.available',
    method: 'GET',
    path: '/api/forms/available',
    input: z.object({ category: plainText(40).optional() }),
    output: z.object({ list: z.array(formSummary) }),
    access: access.user,
    visitors: true,
    summary: 'Forms of the site open for filling in',
  }),
  open: endpoint({
    name: 'forms.open',
    method: 'GET',
    path: '/api/forms/open',
    input: byId,
    output: z.object({ form: formSummary, version: formVersion, draft: formDraft.nullable() }),
    access: access.user,
    visitors: true,
    summary: 'A form to fill in: its current version and the caller’s draft (refused unless open; managers may preview)',
  }),
  version: endpoint({
    name: 'forms.version',
    method: 'GET',
    path: '/api/forms/version',
    input: byId,
    output: formVersion,
    access: access.user,
    visitors: true,
    summary: 'One version of a form’s schema (to show a submission filled with it)',
  }),
  saveDraft: endpoint({
    name: 'forms.saveDraft',
    method: 'POST',
    path: '/api/forms/draft/save',
    input: z.object({ formId: zf.id(), versionId: zf.id(), values, revision: zf.int().min(0) }),
    output: z.object({ revision: z.number(), savedAt: z.number() }),
    access: access.user,
    visitors: true,
    summary: 'Save the caller’s draft; `revision` is the one last read (0 for none). An older revision is refused (conflict) with the current one',
  }),
  deleteDraft: endpoint({
    name: 'forms.deleteDraft',
    method: 'POST',
    path: '/api/forms/draft/delete',
    input: z.object({ formId: zf.id() }),
    output: z.null(),
    access: access.user,
    visitors: true,
    summary: 'Discard the caller’s draft of a form',
  }),
  source: endpoint({
    name: 'forms.source',
    method: 'GET',
    path: '/api/forms/source',
    input: z.object({ formId: zf.id(), sourceId: z.string().max(40) }),
    output: z.object({ data: z.unknown() }),
    access: access.user,
    visitors: true,
    summary: 'Run a data source of kind `form` of a form’s current version: the caller’s latest submission of the other form, or the values of one of its fields',
  }),
  submit: endpoint({
    name: 'forms.submit',
    method: 'POST',
    path: '/api/forms/submit',
    input: z.object({ formId: zf.id(), versionId: zf.id(), values }),
    output: z.object({ id: z.string() }),
    access: access.user,
    visitors: true,
    summary: 'Submit a filled form, checked against its schema (`d.field` names the first field at fault, e.g. values.items[3].amount); the draft is discarded',
  }),
  edit: endpoint({
    name: 'forms.edit',
    method: 'POST',
    path: '/api/forms/edit',
    input: z.object({ id: zf.id(), values, revision: zf.int().min(1) }),
    output: z.object({ revision: z.number() }),
    access: access.user,
    visitors: true,
    summary: 'Change one’s submission while the form allows it and no workflow has acted; checked against the version it was filled with',
  }),
  mine: endpoint({
    name: 'forms.mine',
    method: 'GET',
    path: '/api/forms/mine',
    input: z.object({ ...paging, formId: zf.id().optional() }),
    output: page(submissionItem),
    access: access.user,
    visitors: true,
    summary: 'The caller’s submissions, newest first',
  }),
  submission: endpoint({
    name: 'forms.submission',
    method: 'GET',
    path: '/api/forms/submission',
    input: byId,
    output: submissionDetail,
    access: access.user,
    visitors: true,
    summary: 'One submission with the schema of its version (its owner, or a holder of forms.manage)',
  }),
  adminList: endpoint({
    name: 'forms.adminList',
    method: 'GET',
    path: '/api/forms/admin/list',
    input: z.object({ ...paging, keyword: plainText(40).optional(), category: plainText(40).optional(), status: z.enum(FORM_STATUSES).optional() }),
    output: page(formSummary),
    access: manage,
    summary: 'Every form of the site, with its version and submission count',
  }),
  save: endpoint({
    name: 'forms.save',
    method: 'POST',
    path: '/api/forms/admin/save',
    input: z.object({
      id: zf.id().optional(),
      name: requiredText(80),
      category: plainText(40).default(''),
      description: plainText(500).default(''),
      allowEdit: zf.bool().default(false),
      /** Unchanged when left out. */
      openToVisitors: zf.bool().optional(),
    }),
    output: z.object({ id: z.string() }),
    access: manage,
    summary: 'Create a form (the caller owns it) or rename and reconfigure one',
  }),
  check: endpoint({
    name: 'forms.check',
    method: 'POST',
    path: '/api/forms/admin/check',
    input: z.object({ schema: z.unknown() }),
    output: z.object({ problems: z.array(schemaProblem) }),
    access: manage,
    summary: 'Check a schema without publishing it (the designer’s live check)',
  }),
  publish: endpoint({
    name: 'forms.publish',
    method: 'POST',
    path: '/api/forms/admin/publish',
    input: z.object({ id: zf.id(), schema: z.unknown() }),
    output: z.object({ versionId: z.string(), version: z.number() }),
    access: manage,
    summary: 'Publish a schema as the form’s next version and open the form; a schema with problems is refused, each named (d.issues)',
  }),
  setStatus: endpoint({
    name: 'forms.setStatus',
    method: 'POST',
    path: '/api/forms/admin/status',
    input: z.object({ id: zf.id(), status: z.enum(['open', 'closed']) }),
    output: z.null(),
    access: manage,
    summary: 'Open a published form for filling in, or close it',
  }),
  versions: endpoint({
    name: 'forms.versions',
    method: 'GET',
    path: '/api/forms/admin/versions',
    input: byId,
    output: z.object({ list: z.array(formVersion.omit({ schema: true }).extend({ submissions: z.number() })) }),
    access: manage,
    summary: 'Every published version of a form, newest first, with how many submissions each holds',
  }),
  submissions: endpoint({
    name: 'forms.submissions',
    method: 'GET',
    path: '/api/forms/admin/submissions',
    input: z.object({ ...paging, formId: zf.id(), keyword: plainText(40).optional() }),
    output: page(submissionItem.extend({ values })),
    access: manage,
    summary: 'A form’s submissions, newest first (keyword: the submitter’s name or number)',
  }),
  export: endpoint({
    name: 'forms.export',
    method: 'GET',
    path: '/api/forms/admin/export',
    input: z.object({ formId: zf.id() }),
    output: z.null(),
    access: manage,
    raw: true,
    summary: 'Every submission of a form as xlsx, streamed; child tables flattened (one line per child row, the submission’s columns repeated)',
  }),
};
