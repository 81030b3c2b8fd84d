/** Demo campus code: the gates, and a day of the student's passages checked by the demo guard. */
import crypto from 'node:crypto';
import type { Db } from '../platform/db/index.js';
import { newId, now } from '../platform/util.js';

const GATES: [string, string, number][] = [
  ['东门', '东校区正门，学院路', 1],
  ['南门', '南校区，地铁站出口', 1],
  ['北门（车行）', '北校区，仅机动车', 0],
];

export async function seedDemoCampusCode(db: Db, siteId: string, users: Record<string, string>): Promise<void> {
  const t = now();
  const gates = GATES.map(([name, location, active], i) => ({ id: newId(), site_id: siteId, name, location, active, sort: i, created_at: t }));
  await db.insertInto('cc_gates').values(gates).execute();
  const student = users.student;
  const guard = users.guard;
  if (!student || !guard) return;
  const day = 24 * 3600;
  const passages: [number, number, string][] = [
    [0, 2 * day + 3600, 'in'],
    [1, day + 9 * 3600, 'out'],
    [0, day + 2 * 3600, 'in'],
  ];
  await db
    .insertInto('cc_passages')
    .values(
      passages.map(([g, ago, direction]) => ({
        id: newId(), site_id: siteId, user_id: student, gate_id: gates[g]!.id, direction, result: 'pass', reason: '', guard_id: guard,
        nonce: crypto.randomBytes(9).toString('base64url'), at: t - ago,
      })),
    )
    .execute();
}
