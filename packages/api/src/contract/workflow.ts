/**
 * Approval workflows (spec family `forms`: document/backlog, complete, flowlog, waitpage, ...).
 * A form may carry a process (packages/api/src/forms/process.ts); each submission of it starts an
 * instance that moves through the steps. People act on their tasks (approve, reject, return to
 * the applicant or an earlier step, transfer, delegate, add a signer), the applicant may withdraw
 * before anyone acts and resubmit what was returned, an administrator may terminate. Every action
 * is in the timeline. To-do, done, copied-to-me and my-applications lists serve both apps; each
 * open task is also a to-do in the message centre. Standing delegations (授权) send a person's
 * new tasks to someone else for a period. `workflow.manage` designs processes and sees all.
 */
import { z } from 'zod';
import { formSchema, localText } from '../forms/schema.js';
import { FIELD_ACCESS } from '../forms/process.js';
import { access, byId, endpoint, paging, plainText, requiredText, zf } from './define.js';
import { fileLink } from './forms.js';

export const INSTANCE_STATES = ['running', 'returned', 'approved', 'rejected', 'withdrawn', 'terminated'] as const;
export type InstanceState = (typeof INSTANCE_STATES)[number];
/** approve: an assignee of the step; added: a signer added to it; escalated: handed over past the deadline; resubmit: the applicant after a return. */
export const TASK_KINDS = ['approve', 'added', 'escalated', 'resubmit'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const ACTS = ['approve', 'reject', 'return', 'transfer', 'delegate', 'addSigner'] as const;
export type Act = (typeof ACTS)[number];
/** What the timeline records. */
export const TIMELINE_ACTIONS = [
  'submit', 'resubmit', 'approve', 'reject', 'return', 'transfer', 'delegate', 'addSigner', 'withdraw', 'terminate',
  'comment', 'cc', 'remind', 'escalate', 'urge', 'nobody', 'end',
] as const;
export type TimelineAction = (typeof TIMELINE_ACTIONS)[number];
/** Where `return` sends the item: the applicant (who may change and resubmit it) or an earlier step's key. */
export const TO_APPLICANT = 'applicant';

const person = z.object({ id: z.string(), name: z.string() });
const attachment = z.object({ name: z.string().min(1).max(120), url: z.string().regex(/^\/[^/\\]/, 'a path of this portal').max(500) });
export type WorkflowAttachment = z.infer<typeof attachment>;
const comment = plainText(1000).default('');

export const instanceSummary = z.object({
  id: z.string(),
  formId: z.string(),
  formName: z.string(),
  category: z.string(),
  submissionId: z.string(),
  applicant: person.extend({ number: z.string(), department: z.string() }),
  state: z.enum(INSTANCE_STATES),
  /** The step now (null once ended or while returned to the applicant). */
  stepKey: z.string().nullable(),
  stepName: localText.nullable(),
  /** Who holds it now (open tasks). */
  holders: z.array(person),
  startedAt: z.number(),
  updatedAt: z.number(),
  endedAt: z.number().nullable(),
});
export type InstanceSummary = z.infer<typeof instanceSummary>;

export const taskItem = z.object({
  id: z.string(),
  kind: z.enum(TASK_KINDS),
  /** Whom the caller acts for (a delegation or a delegated task), when not themself. */
  onBehalfOf: person.nullable(),
  createdAt: z.number(),
  dueAt: z.number().nullable(),
  overdue: z.boolean(),
  instance: instanceSummary,
});
export type TaskItem = z.infer<typeof taskItem>;

export const doneItem = z.object({ action: z.enum(TIMELINE_ACTIONS), actedAt: z.number(), instance: instanceSummary });
export type DoneItem = z.infer<typeof doneItem>;

export const timelineEntry = z.object({
  id: z.string(),
  at: z.number(),
  action: z.enum(TIMELINE_ACTIONS),
  actor: person.nullable(),
  onBehalfOf: person.nullable(),
  /** The other person of a transfer, delegation, added signer, copy or escalation. */
  target: z.array(person),
  stepKey: z.string().nullable(),
  stepName: localText.nullable(),
  comment: z.string(),
  attachments: z.array(attachment),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** The path through the process as it stands: done steps, the current one, and those still ahead (by the conditions on today's values). */
export const planStep = z.object({
  key: z.string(),
  name: localText,
  mode: z.enum(['single', 'any', 'all']),
  state: z.enum(['done', 'current', 'ahead']),
  people: z.array(person.extend({ state: z.enum(['pending', 'approved', 'rejected', 'returned', 'transferred', 'delegated', 'cancelled']) })),
});
export type PlanStep = z.infer<typeof planStep>;

export const instanceDetail = z.object({
  instance: instanceSummary,
  schema: formSchema,
  /** The submission's values, without the fields hidden from the caller. */
  values: z.record(z.string(), z.unknown()),
  /** The caller's access to each top-level field. */
  access: z.record(z.string(), z.enum(FIELD_ACCESS)),
  /** The files (uploads, signatures) in those values, by id. */
  files: z.record(z.string(), fileLink),
  plan: z.array(planStep),
  timeline: z.array(timelineEntry),
  /** The caller's open task on it, if any. */
  task: taskItem.omit({ instance: true }).nullable(),
  can: z.object({
    approve: z.boolean(),
    reject: z.boolean(),
    return: z.boolean(),
    transfer: z.boolean(),
    delegate: z.boolean(),
    addSigner: z.boolean(),
    withdraw: z.boolean(),
    resubmit: z.boolean(),
    terminate: z.boolean(),
    urge: z.boolean(),
    comment: z.boolean(),
  }),
  /** Where `return` may send it: the applicant, then each earlier step. */
  returnTargets: z.array(z.object({ key: z.string(), name: localText })),
});
export type InstanceDetail = z.infer<typeof instanceDetail>;

export const processInfo = z.object({
  id: z.string(),
  formId: z.string(),
  /** ProcessSpec as published (see forms/process.ts). */
  definition: z.unknown(),
  enabled: z.boolean(),
  /** Called (POST, signed) when an instance ends; empty: none. */
  webhookUrl: z.string(),
  version: z.number(),
  updatedAt: z.number(),
});
export type ProcessInfo = z.infer<typeof processInfo>;

export const delegation = z.object({ id: z.string(), from: person, to: person, formId: z.string().nullable(), formName: z.string(), startsAt: z.number(), endsAt: z.number(), createdAt: z.number() });
export type Delegation = z.infer<typeof delegation>;

export const templateInfo = z.object({
  key: z.string(),
  name: localText,
  category: z.string(),
  description: localText,
  /** The form it was installed as on this site, if it was. */
  formId: z.string().nullable(),
});
export type TemplateInfo = z.infer<typeof templateInfo>;

const manage = access.module('workflow', 'manage');
const page = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), total: z.number(), current: z.number(), pageSize: z.number() });
const filters = { ...paging, keyword: plainText(40).optional(), formId: zf.id().optional(), category: plainText(40).optional() };
const problem = z.object({ path: z.string(), key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });
const values = z.record(z.string().max(40), z.unknown());
const ok = z.object({ state: z.enum(INSTANCE_STATES) });

export const workflow = {
  counts: endpoint({
    name: 'workflow.counts',
    method: 'GET',
    path: '/api/workflow/counts',
    input: z.object({}),
    output: z.object({ todo: z.number(), overdue: z.number(), returned: z.number() }),
    access: access.user,
    visitors: true,
    summary: 'How many open tasks the caller has (and how many are overdue), and how many of their applications wait for them after a return',
  }),
  todo: endpoint({
    name: 'workflow.todo',
    method: 'GET',
    path: '/api/workflow/todo',
    input: z.object(filters),
    output: page(taskItem),
    access: access.user,
    summary: 'The caller’s open tasks (待办), oldest due first',
  }),
  done: endpoint({
    name: 'workflow.done',
    method: 'GET',
    path: '/api/workflow/done',
    input: z.object(filters),
    output: page(doneItem),
    access: access.user,
    summary: 'Items the caller acted on (已办), their latest action first',
  }),
  cc: endpoint({
    name: 'workflow.cc',
    method: 'GET',
    path: '/api/workflow/cc',
    input: z.object(filters),
    output: page(instanceSummary),
    access: access.user,
    summary: 'Items copied to the caller (抄送我的), newest first',
  }),
  mine: endpoint({
    name: 'workflow.mine',
    method: 'GET',
    path: '/api/workflow/mine',
    input: z.object({ ...filters, state: z.enum(INSTANCE_STATES).optional() }),
    output: page(instanceSummary),
    access: access.user,
    visitors: true,
    summary: 'The caller’s applications (我的申请), newest first',
  }),
  instance: endpoint({
    name: 'workflow.instance',
    method: 'GET',
    path: '/api/workflow/instance',
    input: byId,
    output: instanceDetail,
    access: access.user,
    visitors: true,
    summary: 'One item with its values (as the caller may see them), the plan, the timeline and what the caller may do; for the applicant, its assignees past and present, those copied and workflow managers',
  }),
  bySubmission: endpoint({
    name: 'workflow.bySubmission',
    method: 'GET',
    path: '/api/workflow/by-submission',
    input: z.object({ submissionId: zf.id() }),
    output: z.object({ id: z.string().nullable() }),
    access: access.user,
    visitors: true,
    summary: 'The item a submission started, if its form has a process (for the submission screens)',
  }),
  act: endpoint({
    name: 'workflow.act',
    method: 'POST',
    path: '/api/workflow/act',
    input: z.object({
      taskId: zf.id(),
      action: z.enum(ACTS),
      comment,
      attachments: z.array(attachment).max(9).default([]),
      /** return: `applicant` or an earlier step's key. */
      toStep: z.string().max(40).optional(),
      /** transfer, delegate, addSigner: the person. */
      userId: zf.id().optional(),
      /** approve: new values of the fields this step may edit. */
      values: values.optional(),
    }),
    output: ok,
    access: access.user,
    summary: 'Act on one’s open task. Two people acting on the same step at once are resolved once: the later one is told the item moved on (10009)',
  }),
  pdf: endpoint({
    name: 'workflow.pdf',
    method: 'GET',
    path: '/api/workflow/pdf',
    input: byId,
    output: z.null(),
    access: access.user,
    visitors: true,
    raw: true,
    summary: 'One item as a PDF (A4): the form as the caller may see it, signatures drawn, child tables, the result and the whole timeline',
  }),
  withdraw: endpoint({
    name: 'workflow.withdraw',
    method: 'POST',
    path: '/api/workflow/withdraw',
    input: z.object({ id: zf.id(), comment }),
    output: ok,
    access: access.user,
    visitors: true,
    summary: 'The applicant withdraws an item before anyone at the current step has acted',
  }),
  resubmit: endpoint({
    name: 'workflow.resubmit',
    method: 'POST',
    path: '/api/workflow/resubmit',
    input: z.object({ id: zf.id(), values, comment }),
    output: ok,
    access: access.user,
    visitors: true,
    summary: 'The applicant sends a returned item again, changed (checked against its form version); it starts again at the first step',
  }),
  comment: endpoint({
    name: 'workflow.comment',
    method: 'POST',
    path: '/api/workflow/comment',
    input: z.object({ id: zf.id(), comment: requiredText(1000), attachments: z.array(attachment).max(9).default([]) }),
    output: z.null(),
    access: access.user,
    visitors: true,
    summary: 'Add a comment (with attachments) to an item one takes part in',
  }),
  urge: endpoint({
    name: 'workflow.urge',
    method: 'POST',
    path: '/api/workflow/urge',
    input: byId,
    output: z.object({ notified: z.number() }),
    access: access.user,
    visitors: true,
    summary: 'The applicant reminds those holding the item (催办), at most once an hour',
  }),
  terminate: endpoint({
    name: 'workflow.terminate',
    method: 'POST',
    path: '/api/workflow/admin/terminate',
    input: z.object({ id: zf.id(), comment: requiredText(1000) }),
    output: ok,
    access: manage,
    summary: 'End a running item as terminated (a reason is required)',
  }),
  adminList: endpoint({
    name: 'workflow.adminList',
    method: 'GET',
    path: '/api/workflow/admin/list',
    input: z.object({ ...filters, state: z.enum(INSTANCE_STATES).optional(), overdue: zf.bool().optional() }),
    output: page(instanceSummary),
    access: manage,
    summary: 'Every item of the site, newest first',
  }),
  process: endpoint({
    name: 'workflow.process',
    method: 'GET',
    path: '/api/workflow/admin/process',
    input: z.object({ formId: zf.id() }),
    output: z.object({ process: processInfo.nullable() }),
    access: manage,
    summary: 'The process attached to a form (null when none)',
  }),
  checkProcess: endpoint({
    name: 'workflow.checkProcess',
    method: 'POST',
    path: '/api/workflow/admin/process/check',
    input: z.object({ formId: zf.id(), definition: z.unknown() }),
    output: z.object({ problems: z.array(problem) }),
    access: manage,
    summary: 'Check a process against the form’s current version without saving it',
  }),
  saveProcess: endpoint({
    name: 'workflow.saveProcess',
    method: 'POST',
    path: '/api/workflow/admin/process/save',
    input: z.object({
      formId: zf.id(),
      definition: z.unknown(),
      enabled: zf.bool().default(true),
      webhookUrl: z.union([z.literal(''), z.string().url().max(500).regex(/^https?:\/\//, 'http or https')]).default(''),
    }),
    output: z.object({ id: z.string(), version: z.number() }),
    access: manage,
    summary: 'Attach a process to a form or change it (refused with every problem in d.issues); running items keep the version they started with',
  }),
  webhookSecret: endpoint({
    name: 'workflow.webhookSecret',
    method: 'GET',
    path: '/api/workflow/admin/webhook-secret',
    input: z.object({ formId: zf.id() }),
    output: z.object({ secret: z.string(), header: z.string() }),
    access: manage,
    summary: 'The key a school’s system checks the webhook’s signature with (HMAC-SHA256 of the body, hex, in the header)',
  }),
  deliveries: endpoint({
    name: 'workflow.deliveries',
    method: 'GET',
    path: '/api/workflow/admin/deliveries',
    input: z.object({ ...paging, formId: zf.id().optional() }),
    output: page(z.object({ id: z.string(), instanceId: z.string(), url: z.string(), state: z.enum(['pending', 'delivered', 'failed']), attempts: z.number(), lastError: z.string(), nextAt: z.number().nullable(), createdAt: z.number() })),
    access: manage,
    summary: 'Webhook calls and their state (retried with growing pauses, given up after 8 attempts)',
  }),
  templates: endpoint({
    name: 'workflow.templates',
    method: 'GET',
    path: '/api/workflow/admin/templates',
    input: z.object({}),
    output: z.object({ list: z.array(templateInfo) }),
    access: manage,
    summary: 'Ready-made approvals (car pass, visitors, paper, budget...) and whether this site has installed each',
  }),
  installTemplate: endpoint({
    name: 'workflow.installTemplate',
    method: 'POST',
    path: '/api/workflow/admin/templates/install',
    input: z.object({ key: z.string().min(1).max(40) }),
    output: z.object({ formId: z.string() }),
    access: manage,
    summary: 'Create a template’s form (published and open) with its process on this site; installing twice answers the same form',
  }),
  app: endpoint({
    name: 'workflow.app',
    method: 'GET',
    path: '/api/workflow/app',
    input: z.object({ key: z.string().min(1).max(40) }),
    output: z.object({ formId: z.string().nullable(), name: z.string(), open: z.boolean() }),
    access: access.user,
    visitors: true,
    summary: 'The form a ready-made approval (by template key, e.g. carLicense) is installed as on this site, for its screens',
  }),
  delegations: endpoint({
    name: 'workflow.delegations',
    method: 'GET',
    path: '/api/workflow/delegations',
    input: z.object({}),
    output: z.object({ mine: z.array(delegation), toMe: z.array(delegation) }),
    access: access.user,
    summary: 'The caller’s standing delegations (授权): given and received',
  }),
  saveDelegation: endpoint({
    name: 'workflow.saveDelegation',
    method: 'POST',
    path: '/api/workflow/delegations/save',
    input: z.object({ toUserId: zf.id(), formId: zf.id().optional(), startsAt: zf.int().min(0), endsAt: zf.int().min(1) }),
    output: z.object({ id: z.string() }),
    access: access.user,
    summary: 'While it lasts, the caller’s new tasks (of one form, or all) go to another person, who acts on their behalf',
  }),
  deleteDelegation: endpoint({
    name: 'workflow.deleteDelegation',
    method: 'POST',
    path: '/api/workflow/delegations/delete',
    input: byId,
    output: z.null(),
    access: access.user,
    summary: 'End one of the caller’s delegations',
  }),
};
