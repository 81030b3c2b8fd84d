/**
 * Demo approvals for a fresh install: the demo leave form gets the leave process (the counselor,
 * then the school leader past three days), and every ready-made approval is installed, so each
 * approval screen works at once. Installed by the manager.
 */
import { leaveApproval, APPROVAL_TEMPLATES } from '@campus/api/approvals';
import { parseProcess, parseSchema } from '@campus/api/forms';
import type { Db } from '../platform/db/index.js';
import { attachOn, installOn } from '../modules/workflow/design.js';

export async function seedDemoWorkflow(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const by = users.manager;
  if (!by) return;
  const leave = await db.selectFrom('form_defs').select('id').where('site_id', '=', siteId).where('name', '=', '学生请假申请').executeTakeFirst();
  const schema = parseSchema(leaveApproval.form);
  if (leave && schema.ok) {
    const p = parseProcess(leaveApproval.process, schema.schema);
    if (!p.ok) throw new Error(`demo leave process: ${JSON.stringify(p.problems)}`);
    await attachOn(db, siteId, by, leave.id, p.process);
  }
  for (const t of APPROVAL_TEMPLATES) if (t.key !== leaveApproval.key) await installOn(db, siteId, by, t.key);
}
