/**
 * Demo forms for a fresh install: the leave application (with its child table of days) and the
 * visitor booking, published as version 1 by the manager; the student has filled in the leave
 * form twice, signed with a drawing (an upload of theirs, in the attachment store). Stored values
 * are what the engine's check makes of them, as a real submission's are.
 */
import { formSchema, leaveTemplate, validateSubmission, visitorTemplate, type FormSchemaInput } from '@campus/api/forms';
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';
import { seedDemoSignature } from './demo-signature.js';

const FORMS: { name: string; category: string; description: string; allowEdit: boolean; schema: FormSchemaInput }[] = [
  { name: '学生请假申请', category: '学生事务', description: '请假一天及以上须在此申请，经辅导员与学院审批。', allowEdit: true, schema: leaveTemplate },
  { name: '校园访客预约', category: '安全保卫', description: '校外人员入校请提前一天预约。', allowEdit: false, schema: visitorTemplate },
];

const LEAVES = [
  { type: 'sick', start: '2026-10-12', end: '2026-10-13', reason: '感冒发烧，需在宿舍休息', leaveCampus: 'no', schedule: [{ day: '2026-10-12', period: 'full', course: '数据结构' }, { day: '2026-10-13', period: 'am', course: '大学英语' }] },
  { type: 'personal', start: '2026-11-06', end: '2026-11-08', reason: '回家参加姐姐婚礼', leaveCampus: 'yes', destination: ['河北省', '石家庄市'], schedule: [{ day: '2026-11-06', period: 'pm' }] },
];

/** `users`: demo usernames → user ids on `siteId`; `uploadDir`: the attachment store. */
export async function seedDemoForms(db: Db, siteId: string, users: Record<string, string>, uploadDir: string): Promise<void> {
  const owner = users.manager;
  if (!owner) return;
  const t = now();
  for (const [i, f] of FORMS.entries()) {
    const id = newId();
    const versionId = newId();
    const schema = formSchema.parse(f.schema);
    await db
      .insertInto('form_defs')
      .values({ id, site_id: siteId, name: f.name, category: f.category, description: f.description, status: 'open', allow_edit: f.allowEdit ? 1 : 0, visitors: 0, owner_id: owner, current_version_id: versionId, version_count: 1, created_at: t - 30 * 86400, updated_at: t - 30 * 86400 })
      .execute();
    await db.insertInto('form_versions').values({ id: versionId, site_id: siteId, form_id: id, version: 1, schema: JSON.stringify(schema), published_by: owner, published_at: t - 30 * 86400 }).execute();
    const student = users.student;
    if (i !== 0 || !student) continue;
    const signature = await seedDemoSignature(db, uploadDir, siteId, student);
    for (const [k, leave] of LEAVES.entries()) {
      const r = validateSubmission(schema, { name: '张三', number: '2024010101', department: '计算机学院', phone: '13800138000', signature, ...leave });
      if (!r.ok) throw new Error(`demo leave ${k}: ${JSON.stringify(r.errors)}`);
      const at = t - (20 - k * 10) * 86400;
      await db.insertInto('form_submissions').values({ id: newId(), site_id: siteId, form_id: id, version_id: versionId, version: 1, user_id: student, data: JSON.stringify(r.values), state: 'submitted', revision: 1, process_id: null, locked_at: null, created_at: at, updated_at: at }).execute();
    }
  }
}
