/**
 * The administration API behind the console: users, roles and their permission maps, sites,
 * the audit log, dashboard figures, departments and classes. Paths `/api/admin/<area>/<action>`.
 * Site administrators hold `system` sub-permissions; sites are the super-administrator's.
 * Lists answer `{ list, total }` (ProTable's `request` maps it to `{ data, total }`).
 */
import { z } from 'zod';
import { authMap } from './auth.js';
import { access, endpoint, widePaging, zf } from './define.js';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** An optional filter: absent, empty text and null all mean "no filter". */
const opt = <T extends z.ZodType>(s: T) => z.preprocess(blank, s.optional()).optional();
/** A JSON value that form bodies may send as text. */
const json = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, s);

/** NUL can reach no column (PostgreSQL refuses it in text): refused here, naming the field. */
function rejectNul(v: unknown, c: z.RefinementCtx, path: (string | number)[] = []): void {
  if (typeof v === 'string') {
    if (v.includes('\u0000')) c.addIssue({ code: 'custom', path, message: 'invalid character' });
  } else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) rejectNul(x, c, [...path, k]);
  }
}
/** An endpoint's input object. */
const fields = <S extends z.ZodRawShape>(shape: S) => z.object(shape).superRefine((v, c) => rejectNul(v, c));

const sortOrder = z.enum(['ascend', 'descend']);
/** `{ field, order }`, or the text `field,order` (query strings), as ProTable's sorter gives it. */
const sorterOf = <F extends readonly [string, ...string[]]>(names: F) =>
  opt(
    z.preprocess(
      (v) => {
        if (typeof v !== 'string') return v;
        const [field, order = 'ascend'] = v.split(/[,: ]/);
        return { field, order };
      },
      z.object({ field: z.enum(names), order: sortOrder }),
    ),
  );

export const MODULE_KEY = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const SUB_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
/** A role's permission map: the getAllAuth shape with checked module and sub-permission keys. */
export const roleAuthMap = json(
  authMap.superRefine((m, c) => {
    for (const [k, v] of Object.entries(m)) {
      if (!MODULE_KEY.test(k)) c.addIssue({ code: 'custom', path: [k], message: 'module key: letters, digits, _' });
      v.module.forEach((s, i) => {
        if (!SUB_KEY.test(s))
          c.addIssue({ code: 'custom', path: [k, 'module', i], message: 'sub-permission: letters, digits, _ -' });
      });
    }
    if (Object.keys(m).length > 200) c.addIssue({ code: 'custom', path: [], message: 'at most 200 modules' });
  }),
);

export const USER_KINDS = ['student', 'teacher', 'staff', 'visitor'] as const;
export const userKind = z.enum(USER_KINDS);
export const userStatus = z.enum(['active', 'disabled']);
export const USERNAME = /^[A-Za-z0-9_.@-]{2,64}$/;
export const USER_SORT_FIELDS = ['username', 'name', 'number', 'kind', 'status', 'createdAt', 'updatedAt'] as const;

const roleRef = z.object({ id: z.string(), code: z.string(), name: z.string() });
export const adminUser = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  number: z.string(),
  kind: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string(),
  classId: z.string().nullable(),
  className: z.string(),
  mobile: z.string(),
  email: z.string(),
  status: userStatus,
  isSuper: z.boolean(),
  roles: z.array(roleRef),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** Filters shared by the list and the export. */
const userFilters = {
  /** Matches username, name or number (contains, case-insensitive). */
  keyword: opt(z.string().trim().max(64)),
  roleId: opt(zf.id()),
  status: opt(userStatus),
  departmentId: opt(zf.id()),
  classId: opt(zf.id()),
  kind: opt(userKind),
  sorter: sorterOf(USER_SORT_FIELDS),
};

const profileFields = {
  name: z.string().trim().min(1).max(64),
  number: z.string().trim().max(64).default(''),
  kind: userKind.default('student'),
  departmentId: opt(zf.id()),
  classId: opt(zf.id()),
  mobile: z
    .string()
    .trim()
    .max(32)
    .regex(/^[0-9+\- ]*$/, 'digits only')
    .default(''),
  email: z.union([z.literal(''), z.string().trim().max(128).email()]).default(''),
};

const byId = fields({ id: zf.id() });
const usersAccess = access.module('system', 'users');

/** One bad cell of an import: `row` is the spreadsheet row number (header is row 1). */
/** A bad cell of an xlsx import: where, why in English, and the reason's catalogue key and values (reasons.ts) for the apps. */
export const importError = z.object({
  row: z.number(),
  field: z.string(),
  message: z.string(),
  key: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export const IMPORT_COLUMNS = [
  'username',
  'name',
  'number',
  'kind',
  'department',
  'class',
  'mobile',
  'email',
  'roles',
] as const;

const users = {
  usersList: endpoint({
    name: 'admin.usersList',
    method: 'GET',
    path: '/api/admin/users/list',
    summary: 'Users of this site: search, filters, widePaging and sorting.',
    access: usersAccess,
    input: fields({ ...userFilters, ...widePaging }),
    output: z.object({ list: z.array(adminUser), total: z.number(), current: z.number(), pageSize: z.number() }),
  }),
  usersGet: endpoint({
    name: 'admin.usersGet',
    method: 'GET',
    path: '/api/admin/users/get',
    summary: 'One user of this site.',
    access: usersAccess,
    input: byId,
    output: adminUser,
  }),
  usersCreate: endpoint({
    name: 'admin.usersCreate',
    method: 'POST',
    path: '/api/admin/users/create',
    summary: 'Create a user; without a password one is generated and returned once.',
    access: usersAccess,
    input: fields({
      username: z.string().trim().regex(USERNAME, 'letters, digits and _ . @ -, 2 to 64'),
      password: opt(z.string().max(128)),
      ...profileFields,
      roleIds: zf.list(zf.id()).default([]),
      /** Only a super-administrator may set this. */
      isSuper: zf.bool().default(false),
    }),
    output: z.object({ user: adminUser, password: z.string().nullable() }),
  }),
  usersUpdate: endpoint({
    name: 'admin.usersUpdate',
    method: 'POST',
    path: '/api/admin/users/update',
    summary: 'Change a user’s profile (name, number, kind, department, class, mobile, email).',
    access: usersAccess,
    input: fields({
      id: zf.id(),
      name: profileFields.name.optional(),
      number: z.string().trim().max(64).optional(),
      kind: userKind.optional(),
      /** Empty text clears the department / class. */
      departmentId: z.string().max(64).optional(),
      classId: z.string().max(64).optional(),
      mobile: z
        .string()
        .trim()
        .max(32)
        .regex(/^[0-9+\- ]*$/, 'digits only')
        .optional(),
      email: z.union([z.literal(''), z.string().trim().max(128).email()]).optional(),
      /** Only a super-administrator may change this. */
      isSuper: zf.bool().optional(),
    }),
    output: adminUser,
  }),
  usersDisable: endpoint({
    name: 'admin.usersDisable',
    method: 'POST',
    path: '/api/admin/users/disable',
    summary: 'Disable a user and end all their sessions (never yourself).',
    access: usersAccess,
    input: byId,
    output: adminUser,
  }),
  usersEnable: endpoint({
    name: 'admin.usersEnable',
    method: 'POST',
    path: '/api/admin/users/enable',
    summary: 'Enable a disabled user.',
    access: usersAccess,
    input: byId,
    output: adminUser,
  }),
  usersResetPassword: endpoint({
    name: 'admin.usersResetPassword',
    method: 'POST',
    path: '/api/admin/users/reset-password',
    summary: 'Set a generated one-time password (returned once) and end the user’s sessions.',
    access: usersAccess,
    input: byId,
    output: z.object({ password: z.string() }),
  }),
  usersSetRoles: endpoint({
    name: 'admin.usersSetRoles',
    method: 'POST',
    path: '/api/admin/users/set-roles',
    summary: 'Replace a user’s roles (roles of this site only).',
    access: usersAccess,
    input: fields({ id: zf.id(), roleIds: zf.list(zf.id()).default([]) }),
    output: adminUser,
  }),
  usersImport: endpoint({
    name: 'admin.usersImport',
    method: 'POST',
    path: '/api/admin/users/import',
    summary: 'Import users from an xlsx (multipart field `file`): all rows or none, with a per-row error report.',
    access: usersAccess,
    multipart: true,
    input: fields({}),
    output: z.discriminatedUnion('ok', [
      z.object({
        ok: z.literal(true),
        created: z.number(),
        passwords: z.array(z.object({ username: z.string(), password: z.string() })),
      }),
      z.object({ ok: z.literal(false), errors: z.array(importError) }),
    ]),
  }),
  usersImportTemplate: endpoint({
    name: 'admin.usersImportTemplate',
    method: 'GET',
    path: '/api/admin/users/import-template',
    summary: 'The xlsx template for the import (a download).',
    access: usersAccess,
    raw: true,
    input: fields({}),
    output: z.null(),
  }),
  usersExport: endpoint({
    name: 'admin.usersExport',
    method: 'GET',
    path: '/api/admin/users/export',
    summary: 'The filtered user list as an xlsx download.',
    access: usersAccess,
    raw: true,
    input: fields(userFilters),
    output: z.null(),
  }),
};

export const adminRole = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  auth: authMap,
  builtin: z.boolean(),
  members: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AdminRole = z.infer<typeof adminRole>;
const rolesAccess = access.module('system', 'roles');

const roles = {
  rolesList: endpoint({
    name: 'admin.rolesList',
    method: 'GET',
    path: '/api/admin/roles/list',
    summary: 'Roles of this site with their permission maps and member counts.',
    access: rolesAccess,
    input: fields({}),
    output: z.object({ list: z.array(adminRole), total: z.number() }),
  }),
  rolesCreate: endpoint({
    name: 'admin.rolesCreate',
    method: 'POST',
    path: '/api/admin/roles/create',
    summary: 'Create a role of this site.',
    access: rolesAccess,
    input: fields({
      code: z.string().trim().regex(MODULE_KEY, 'letters, digits and _, starting with a letter'),
      name: z.string().trim().min(1).max(64),
      auth: roleAuthMap.default({}),
    }),
    output: adminRole,
  }),
  rolesUpdate: endpoint({
    name: 'admin.rolesUpdate',
    method: 'POST',
    path: '/api/admin/roles/update',
    summary: 'Rename a role or replace its permission map; takes effect on the members’ next call.',
    access: rolesAccess,
    input: fields({ id: zf.id(), name: z.string().trim().min(1).max(64).optional(), auth: roleAuthMap.optional() }),
    output: adminRole,
  }),
  rolesDelete: endpoint({
    name: 'admin.rolesDelete',
    method: 'POST',
    path: '/api/admin/roles/delete',
    summary: 'Delete a role that is neither built-in nor held by anyone.',
    access: rolesAccess,
    input: byId,
    output: z.null(),
  }),
  rolesModules: endpoint({
    name: 'admin.rolesModules',
    method: 'GET',
    path: '/api/admin/roles/modules',
    summary: 'Known module keys and their sub-permissions, for the permission-map editor.',
    access: rolesAccess,
    input: fields({}),
    output: z.object({ list: z.array(z.object({ key: z.string(), subs: z.array(z.string()) })) }),
  }),
};

/** A login/logout address: a same-origin path or an https URL (empty = the default). */
export const siteAddress = z
  .string()
  .trim()
  .max(500)
  .refine(
    (v) => v === '' || (/^\/(?![/\\])/.test(v) && !/[\s\\]/.test(v)) || /^https:\/\/[^\s/?#]+(\/\S*)?$/.test(v),
    'a path starting with / or an https:// URL',
  );
/** An attachment in the store: `all/...` or its URL `/site/attach?file=all/...`; or empty. */
export const attachmentPath = z
  .string()
  .trim()
  .max(300)
  .refine(
    (v) => v === '' || (/^(\/site\/attach\?file=)?all\/[A-Za-z0-9._/-]+$/.test(v) && !v.split('/').includes('..')),
    'an attachment path all/... or /site/attach?file=all/...',
  );
export const SITE_ID_RE = /^[a-z0-9_-]{1,32}$/;

/** A site's flags, each one (the server's siteFlags gives each its default). */
export const siteFlagShapes = {
  /** Spec section 6: the add-service entry is hidden for some schools. */
  hideAddService: z.boolean(),
  /** Spec section 6: move tips are shown for one school. */
  showMoveTips: z.boolean(),
  /** Entries (module keys, or module/page) hidden from this site's service hall. */
  hiddenModules: z.array(z.string().trim().min(1).max(130)).max(600),
};
/** Site flags as stored. */
export const adminSiteFlags = z
  .object({ hideAddService: z.boolean(), showMoveTips: z.boolean(), hiddenModules: z.array(z.string()) })
  .passthrough();
const jsonObject = z.record(z.string(), z.unknown());

export const adminSite = z.object({
  id: z.string(),
  name: z.string(),
  baseurl: z.string(),
  imgUrl: z.string(),
  loginPath: z.string(),
  logoutPath: z.string(),
  copyright: z.string(),
  logo: z.string(),
  flags: adminSiteFlags,
  variants: jsonObject,
  integrations: jsonObject,
  isDefault: z.boolean(),
  users: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AdminSite = z.infer<typeof adminSite>;

const siteProfile = {
  name: z.string().trim().min(1).max(100).optional(),
  baseurl: z.union([z.literal(''), z.string().trim().max(300).url()]).optional(),
  imgUrl: siteAddress.optional(),
  loginPath: siteAddress.optional(),
  logoutPath: siteAddress.optional(),
  copyright: z.string().trim().max(300).optional(),
  logo: attachmentPath.optional(),
  /** Partial flags are merged into the stored ones; a flag that does not exist is refused. */
  flags: json(z.object(siteFlagShapes).partial().strict()).optional(),
  /** module key -> that module's variant settings. */
  variants: json(z.record(z.string().regex(MODULE_KEY), jsonObject)).optional(),
  integrations: json(jsonObject).optional(),
};

const sites = {
  sitesList: endpoint({
    name: 'admin.sitesList',
    method: 'GET',
    path: '/api/admin/sites/list',
    summary: 'All sites (super-administrator).',
    access: access.super,
    input: fields({}),
    output: z.object({ list: z.array(adminSite), total: z.number() }),
  }),
  sitesGet: endpoint({
    name: 'admin.sitesGet',
    method: 'GET',
    path: '/api/admin/sites/get',
    summary: 'One site with its integrations (super-administrator).',
    access: access.super,
    input: fields({ id: z.string().regex(SITE_ID_RE) }),
    output: adminSite,
  }),
  sitesCreate: endpoint({
    name: 'admin.sitesCreate',
    method: 'POST',
    path: '/api/admin/sites/create',
    summary: 'Create a site with the built-in roles (super-administrator).',
    access: access.super,
    input: fields({
      ...siteProfile,
      id: z.string().trim().regex(SITE_ID_RE, 'a-z, 0-9, _ and -, up to 32'),
      name: z.string().trim().min(1).max(100),
    }),
    output: adminSite,
  }),
  sitesUpdate: endpoint({
    name: 'admin.sitesUpdate',
    method: 'POST',
    path: '/api/admin/sites/update',
    summary: 'Change a site’s profile, flags, variants or integrations (super-administrator).',
    access: access.super,
    input: fields({ ...siteProfile, id: z.string().regex(SITE_ID_RE) }),
    output: adminSite,
  }),
};

export const auditEntry = z.object({
  id: z.string(),
  at: z.number(),
  userId: z.string().nullable(),
  username: z.string(),
  name: z.string(),
  action: z.string(),
  target: z.string(),
  detail: z.unknown(),
  ip: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const audit = {
  auditList: endpoint({
    name: 'admin.auditList',
    method: 'GET',
    path: '/api/admin/audit/list',
    summary: 'Who did what, when and from where on this site; newest first.',
    access: access.module('system', 'audit'),
    input: fields({
      /** Username (exact) of the actor. */
      user: opt(z.string().trim().max(64)),
      userId: opt(zf.id()),
      /** Action prefix, e.g. `admin.users` or `auth.login`. */
      action: opt(z.string().trim().max(64)),
      /** Seconds, inclusive. */
      from: opt(zf.int().min(0)),
      to: opt(zf.int().min(0)),
      ip: opt(z.string().trim().max(64)),
      ...widePaging,
    }),
    output: z.object({ list: z.array(auditEntry), total: z.number(), current: z.number(), pageSize: z.number() }),
  }),
};

const stats = {
  statsDashboard: endpoint({
    name: 'admin.statsDashboard',
    method: 'GET',
    path: '/api/admin/stats/dashboard',
    summary: 'Logins and access-log hits per day for the last N days, and totals.',
    access: access.module('system'),
    input: fields({
      /** The last N days on the site's clock (its timezone), today included. */
      days: zf.int().min(1).max(366).default(14),
    }),
    output: z.object({
      days: z.array(z.object({ day: z.string(), logins: z.number(), hits: z.number() })),
      totals: z.object({ users: z.number(), activeUsers: z.number(), sessions: z.number(), roles: z.number() }),
    }),
  }),
};

export const adminDepartment = z.object({
  id: z.string(),
  name: z.string(),
  parentId: z.string().nullable(),
  leaderUserId: z.string().nullable(),
  users: z.number(),
  createdAt: z.number(),
});
export const adminClass = z.object({
  id: z.string(),
  name: z.string(),
  grade: z.string(),
  departmentId: z.string().nullable(),
  counselorUserId: z.string().nullable(),
  users: z.number(),
  createdAt: z.number(),
});
export type AdminDepartment = z.infer<typeof adminDepartment>;
export type AdminClass = z.infer<typeof adminClass>;

const orgs = {
  departmentsList: endpoint({
    name: 'admin.departmentsList',
    method: 'GET',
    path: '/api/admin/departments/list',
    summary: 'Departments of this site (for pickers).',
    access: usersAccess,
    input: fields({}),
    output: z.object({ list: z.array(adminDepartment), total: z.number() }),
  }),
  departmentsCreate: endpoint({
    name: 'admin.departmentsCreate',
    method: 'POST',
    path: '/api/admin/departments/create',
    summary: 'Create a department.',
    access: usersAccess,
    input: fields({ name: z.string().trim().min(1).max(100), parentId: opt(zf.id()), leaderUserId: opt(zf.id()) }),
    output: adminDepartment,
  }),
  departmentsUpdate: endpoint({
    name: 'admin.departmentsUpdate',
    method: 'POST',
    path: '/api/admin/departments/update',
    summary: 'Rename or move a department, or set its leader (empty text clears).',
    access: usersAccess,
    input: fields({
      id: zf.id(),
      name: z.string().trim().min(1).max(100).optional(),
      parentId: z.string().max(64).optional(),
      leaderUserId: z.string().max(64).optional(),
    }),
    output: adminDepartment,
  }),
  classesList: endpoint({
    name: 'admin.classesList',
    method: 'GET',
    path: '/api/admin/classes/list',
    summary: 'Classes of this site (for pickers), optionally of one department.',
    access: usersAccess,
    input: fields({ departmentId: opt(zf.id()) }),
    output: z.object({ list: z.array(adminClass), total: z.number() }),
  }),
  classesCreate: endpoint({
    name: 'admin.classesCreate',
    method: 'POST',
    path: '/api/admin/classes/create',
    summary: 'Create a class.',
    access: usersAccess,
    input: fields({
      name: z.string().trim().min(1).max(100),
      grade: z.string().trim().max(16).default(''),
      departmentId: opt(zf.id()),
      counselorUserId: opt(zf.id()),
    }),
    output: adminClass,
  }),
  classesUpdate: endpoint({
    name: 'admin.classesUpdate',
    method: 'POST',
    path: '/api/admin/classes/update',
    summary: 'Change a class (empty text clears department or counselor).',
    access: usersAccess,
    input: fields({
      id: zf.id(),
      name: z.string().trim().min(1).max(100).optional(),
      grade: z.string().trim().max(16).optional(),
      departmentId: z.string().max(64).optional(),
      counselorUserId: z.string().max(64).optional(),
    }),
    output: adminClass,
  }),
};

export const admin = { ...users, ...roles, ...sites, ...audit, ...stats, ...orgs };
