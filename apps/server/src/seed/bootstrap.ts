/**
 * First start: make sure the default site and its built-in roles exist, and that someone can
 * log in. With DEMO on and an empty database, load the demo sites and accounts instead.
 */
import type { Platform } from '../platform/context.js';
import { hashPassword } from '../platform/passwords.js';
import { newId, now, randomToken } from '../platform/util.js';
import { seedDemo } from './demo.js';
import { BUILTIN_ROLES } from './roles.js';
import type { Db } from '../platform/db/index.js';

export async function ensureBootstrap(p: Platform): Promise<void> {
  const anySite = await p.db.selectFrom('sites').select('id').limit(1).executeTakeFirst();
  if (!anySite && p.env.DEMO) {
    await seedDemo(p.db, { defaultSite: p.env.DEFAULT_SITE, logN: p.env.SCRYPT_LOG_N, uploadDir: p.uploadDir, withContent: p.env.DEMO_CONTENT });
    return;
  }
  if (!(await p.db.selectFrom('sites').select('id').where('id', '=', p.env.DEFAULT_SITE).executeTakeFirst())) {
    await createSite(p.db, { id: p.env.DEFAULT_SITE, name: p.env.DEFAULT_SITE, is_default: 1 });
  }
  const anyUser = await p.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (!anyUser) {
    const password = randomToken(12);
    await createUser(p.db, p.env.SCRYPT_LOG_N, {
      site_id: p.env.DEFAULT_SITE, username: 'admin', name: 'Administrator', password, is_super: 1, roles: ['admin'],
    });
    console.log(`\n  First start: super-administrator "admin" created with password ${password}\n  (change it after logging in)\n`);
  }
}

export async function createSite(
  db: Db,
  s: { id: string; name: string; is_default?: number; flags?: object; copyright?: string; baseurl?: string; login_path?: string; logout_path?: string },
): Promise<void> {
  const t = now();
  await db
    .insertInto('sites')
    .values({
      id: s.id, name: s.name, baseurl: s.baseurl ?? '', img_url: '', login_path: s.login_path ?? '',
      logout_path: s.logout_path ?? '', copyright: s.copyright ?? '', logo: '', flags: JSON.stringify(s.flags ?? {}),
      variants: '{}', integrations: '{}', is_default: s.is_default ?? 0, created_at: t, updated_at: t,
    })
    .execute();
  for (const r of BUILTIN_ROLES) {
    await db
      .insertInto('roles')
      .values({ id: newId(), site_id: s.id, code: r.code, name: r.name, auth: JSON.stringify(r.auth), builtin: 1, created_at: t, updated_at: t })
      .execute();
  }
}

export interface NewAccount {
  site_id: string;
  username: string;
  name: string;
  password: string;
  kind?: string;
  number?: string;
  is_super?: number;
  department_id?: string | null;
  class_id?: string | null;
  mobile?: string;
  email?: string;
  roles?: string[];
}

export async function createUser(db: Db, logN: number, a: NewAccount): Promise<string> {
  const t = now();
  const id = newId();
  await db
    .insertInto('users')
    .values({
      id, site_id: a.site_id, username: a.username, name: a.name, password_hash: await hashPassword(a.password, logN),
      kind: a.kind ?? 'student', number: a.number ?? '', mobile: a.mobile ?? '', email: a.email ?? '', avatar: '',
      gender: '', department_id: a.department_id ?? null, class_id: a.class_id ?? null, status: 'active',
      is_super: a.is_super ?? 0, created_at: t, updated_at: t,
    })
    .execute();
  if (a.roles?.length) {
    const roles = await db.selectFrom('roles').select(['id']).where('site_id', '=', a.site_id).where('code', 'in', a.roles).execute();
    if (roles.length) await db.insertInto('user_roles').values(roles.map((r) => ({ user_id: id, role_id: r.id, site_id: a.site_id }))).execute();
  }
  return id;
}
