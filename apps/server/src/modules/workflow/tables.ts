/** The workflow module's tables (listed in platform/db/schema.ts `DB`). Times are integer seconds. */

export interface WorkflowTables {
  wf_processes: WfProcessesTable;
  wf_instances: WfInstancesTable;
  wf_tasks: WfTasksTable;
  wf_cc: WfCcTable;
  wf_actions: WfActionsTable;
  wf_delegations: WfDelegationsTable;
  wf_deliveries: WfDeliveriesTable;
}

/** One per form: the process its submissions run through. */
export interface WfProcessesTable {
  id: string;
  site_id: string;
  form_id: string;
  /** JSON: ProcessSpec as parsed when saved. */
  definition: string;
  enabled: number;
  webhook_url: string;
  version: number;
  /** The ready-made approval it was installed from, if any. */
  template_key: string | null;
  updated_by: string;
  created_at: number;
  updated_at: number;
}

/** A submission going through a process; keeps the definition it started with. */
export interface WfInstancesTable {
  id: string;
  site_id: string;
  process_id: string;
  form_id: string;
  submission_id: string;
  applicant_id: string;
  /** JSON: the ProcessSpec at the start (later edits of the process do not move running items). */
  definition: string;
  /** InstanceState */
  state: string;
  /** The step now; null while returned to the applicant or once ended. */
  step_key: string | null;
  /** Grows by one each time a step is entered: tasks of an earlier pass are never mixed up with the current. */
  round: number;
  /** Grows by one with every change: every action locks the row by bumping it first. */
  revision: number;
  urged_at: number | null;
  started_at: number;
  updated_at: number;
  ended_at: number | null;
}

export interface WfTasksTable {
  id: string;
  site_id: string;
  instance_id: string;
  step_key: string;
  round: number;
  /** Who acts. */
  user_id: string;
  /** Whom they act for (a delegated task or a standing delegation); null: themself. */
  owner_id: string | null;
  /** TaskKind */
  kind: string;
  /** pending | approved | rejected | returned | transferred | delegated | cancelled | resubmitted */
  state: string;
  due_at: number | null;
  reminded_at: number | null;
  escalated_at: number | null;
  created_at: number;
  acted_at: number | null;
}

export interface WfCcTable {
  site_id: string;
  instance_id: string;
  user_id: string;
  at: number;
}

/** The timeline. `seq` orders it within an instance (the instance revision when written). */
export interface WfActionsTable {
  id: string;
  site_id: string;
  instance_id: string;
  seq: number;
  step_key: string | null;
  actor_id: string | null;
  on_behalf_of: string | null;
  /** TimelineAction */
  action: string;
  /** JSON: user ids (transfer, delegate, add signer, copies, escalation). */
  targets: string;
  comment: string;
  /** JSON: WorkflowAttachment[] */
  attachments: string;
  at: number;
}

export interface WfDelegationsTable {
  id: string;
  site_id: string;
  from_id: string;
  to_id: string;
  form_id: string | null;
  starts_at: number;
  ends_at: number;
  created_at: number;
}

/** The webhook outbox: written with the end of an instance, delivered (and retried) by the sweeper. */
export interface WfDeliveriesTable {
  id: string;
  site_id: string;
  instance_id: string;
  process_id: string;
  url: string;
  body: string;
  /** pending | delivered | failed */
  state: string;
  attempts: number;
  next_at: number | null;
  last_error: string;
  created_at: number;
  updated_at: number;
}
