/**
 * The engine checks a picked person or department is `{ id, name }`; only the server can check
 * the id is one of this site's users or departments (one query per kind, whatever the count).
 */
import type { FormError, FormSchema } from '@campus/api/forms';
import type { Db } from '../../platform/db/index.js';

type Picked = { path: string; id: string };

function picked(schema: FormSchema, values: Record<string, unknown>): { person: Picked[]; department: Picked[] } {
  const out = { person: [] as Picked[], department: [] as Picked[] };
  const take = (kind: string, path: string, v: unknown) => {
    if ((kind === 'person' || kind === 'department') && Array.isArray(v)) {
      for (const x of v as { id: string }[]) out[kind].push({ path, id: x.id });
    }
  };
  for (const f of schema.fields) {
    if (f.kind !== 'table') take(f.kind, f.id, values[f.id]);
    else {
      const rows = Array.isArray(values[f.id]) ? (values[f.id] as Record<string, unknown>[]) : [];
      rows.forEach((r, i) => f.columns.forEach((c) => take(c.kind, `${f.id}[${i}].${c.id}`, r[c.id])));
    }
  }
  return out;
}

export async function unknownRefs(db: Db, siteId: string, schema: FormSchema, values: Record<string, unknown>): Promise<FormError[]> {
  const { person, department } = picked(schema, values);
  const errors: FormError[] = [];
  if (person.length) {
    const ids = [...new Set(person.map((p) => p.id))];
    const found = new Set((await db.selectFrom('users').select('id').where('site_id', '=', siteId).where('id', 'in', ids).execute()).map((r) => r.id));
    for (const p of person) if (!found.has(p.id)) errors.push({ path: p.path, key: 'forms.error.option', params: {} });
  }
  if (department.length) {
    const ids = [...new Set(department.map((p) => p.id))];
    const found = new Set((await db.selectFrom('departments').select('id').where('site_id', '=', siteId).where('id', 'in', ids).execute()).map((r) => r.id));
    for (const p of department) if (!found.has(p.id)) errors.push({ path: p.path, key: 'forms.error.option', params: {} });
  }
  return errors.filter((e, i) => errors.findIndex((x) => x.path === e.path) === i);
}
