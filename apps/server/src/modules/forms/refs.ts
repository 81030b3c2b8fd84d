/**
 * What only the server can check of picked things (the engine checks their shape, `{ id, name }`):
 * a person or department is one of this site's; a file (upload or signature) is an upload of this
 * site that the caller made, or one the stored values already held (an approver saving a step, an
 * applicant resubmitting, keep the applicant's files). A file's name is the one it was uploaded
 * with, whatever the client sent (the engine's file-type rule reads it). One query per kind,
 * whatever the count. Also the links to the files of values someone may see.
 */
import type { FormError, FormSchema } from '@campus/api/forms';
import type { FileLink } from '@campus/api';
import type { Db } from '../../platform/db/index.js';
import { attachUrlOf } from '../upload/service.js';

type RefKind = 'person' | 'department' | 'file';
interface Ref {
  path: string;
  kind: RefKind;
  ref: { id: string; name: string };
}

const kindOf = (k: string): RefKind | null => (k === 'person' || k === 'department' ? k : k === 'upload' || k === 'signature' ? 'file' : null);
const isRef = (x: unknown): x is { id: string; name: string } => typeof x === 'object' && x !== null && typeof (x as { id?: unknown }).id === 'string';

/** Every picked thing in (normalised) values, top level and child-table cells, as the stored objects themselves. */
function refsIn(schema: FormSchema, values: Record<string, unknown>): Ref[] {
  const out: Ref[] = [];
  const take = (k: string, path: string, v: unknown) => {
    const kind = kindOf(k);
    if (!kind) return;
    for (const x of Array.isArray(v) ? v : [v]) if (isRef(x)) out.push({ path, kind, ref: x });
  };
  for (const f of schema.fields) {
    if (f.kind !== 'table') take(f.kind, f.id, values[f.id]);
    else {
      const rows = Array.isArray(values[f.id]) ? (values[f.id] as Record<string, unknown>[]) : [];
      rows.forEach((r, i) => f.columns.forEach((c) => take(c.kind, `${f.id}[${i}].${c.id}`, r?.[c.id])));
    }
  }
  return out;
}

const uploadsOf = (db: Db, siteId: string, ids: string[]) =>
  ids.length ? db.selectFrom('uploads').select(['id', 'user_id', 'stored_name', 'original_name', 'mime', 'size']).where('site_id', '=', siteId).where('id', 'in', ids).execute() : Promise.resolve([]);

async function idsOn(db: Db, siteId: string, table: 'users' | 'departments', ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  return new Set((await db.selectFrom(table).select('id').where('site_id', '=', siteId).where('id', 'in', ids).execute()).map((r) => r.id));
}

/**
 * The errors of picked things that are not allowed, each path once. File names in `values` are
 * set to their uploaded names (the objects are changed in place); `renamed` says whether one was
 * different, so the engine's file-type rule runs again on the real names.
 */
export async function unknownRefs(
  db: Db,
  siteId: string,
  schema: FormSchema,
  values: Record<string, unknown>,
  by: { userId: string; previous?: Record<string, unknown> },
): Promise<{ errors: FormError[]; renamed: boolean }> {
  const refs = refsIn(schema, values);
  const ids = (k: RefKind) => [...new Set(refs.filter((r) => r.kind === k).map((r) => r.ref.id))];
  const kept = new Set(by.previous ? refsIn(schema, by.previous).filter((r) => r.kind === 'file').map((r) => r.ref.id) : []);
  const [people, departments, files] = await Promise.all([
    idsOn(db, siteId, 'users', ids('person')),
    idsOn(db, siteId, 'departments', ids('department')),
    uploadsOf(db, siteId, ids('file')),
  ]);
  const usable = new Map(files.filter((f) => f.user_id === by.userId || kept.has(f.id)).map((f) => [f.id, f]));
  const errors: FormError[] = [];
  let renamed = false;
  for (const r of refs) {
    if (r.kind === 'file') {
      const f = usable.get(r.ref.id);
      if (f) {
        renamed ||= r.ref.name !== f.original_name;
        r.ref.name = f.original_name;
      } else errors.push({ path: r.path, key: 'forms.error.file', params: {} });
    } else if (!(r.kind === 'person' ? people : departments).has(r.ref.id)) errors.push({ path: r.path, key: 'forms.error.option', params: {} });
  }
  return { errors: errors.filter((e, i) => errors.findIndex((x) => x.path === e.path) === i), renamed };
}

/** Links to the files in values (those the caller may see), by file id. */
export async function fileLinks(db: Db, siteId: string, schema: FormSchema, values: Record<string, unknown>): Promise<Record<string, FileLink>> {
  const ids = [...new Set(refsIn(schema, values).filter((r) => r.kind === 'file').map((r) => r.ref.id))];
  const rows = await uploadsOf(db, siteId, ids);
  return Object.fromEntries(rows.map((f) => [f.id, { url: attachUrlOf(f.stored_name), name: f.original_name, mime: f.mime, size: Number(f.size) }]));
}
