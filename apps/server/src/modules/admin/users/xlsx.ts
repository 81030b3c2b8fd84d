/**
 * Users to and from spreadsheets. The import checks every row before writing anything and
 * then writes all rows in one transaction, so a file is imported whole or not at all.
 */
import { IMPORT_COLUMNS, USERNAME, USER_KINDS, badInput, type AuthMap, problem, reason, type ImportProblem, type ReasonText } from '@campus/api';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { Ctx } from '../../../platform/context.js';
import { hashPassword } from '../../../platform/passwords.js';
import { newId, now, parseJson } from '../../../platform/util.js';
import { conflict, escalation, generatePassword, isUniqueViolation } from '../shared.js';
import * as q from './queries.js';

export const IMPORT_MAX_ROWS = 500;
type Column = (typeof IMPORT_COLUMNS)[number];
export type RowError = ImportProblem;

/** Header cells we recognise: the column key, or the usual Chinese heading. */
const HEADINGS: Record<Column, string[]> = {
  username: ['username', '用户名', '账号'],
  name: ['name', '姓名'],
  number: ['number', '学工号', '工号', '学号'],
  kind: ['kind', '类型'],
  department: ['department', '院系', '部门'],
  class: ['class', '班级'],
  mobile: ['mobile', '手机', '手机号'],
  email: ['email', '邮箱'],
  roles: ['roles', '角色'],
};

const EMAIL = z.string().email();

/** Why a cell of these columns is refused (a catalogued reason, said in the manager's language), or null. */
const cellRules: Record<'username' | 'name' | 'number' | 'mobile' | 'email', (v: string) => ReasonText | null> = {
  username: (v) => (USERNAME.test(v) ? null : reason('usernameFormat')),
  name: (v) => (v === '' ? reason('required') : v.length > 64 ? reason('atMostChars', { max: 64 }) : null),
  number: (v) => (v.length > 64 ? reason('atMostChars', { max: 64 }) : null),
  mobile: (v) => (v.length > 32 ? reason('atMostChars', { max: 32 }) : /^[0-9+\- ]*$/.test(v) ? null : reason('notPhone', { value: v })),
  email: (v) => (v.length > 128 ? reason('atMostChars', { max: 128 }) : v === '' || EMAIL.safeParse(v).success ? null : reason('notEmail')),
};

async function readSheet(buf: Buffer): Promise<ExcelJS.Worksheet> {
  // An xlsx file is a zip archive: refuse anything else before parsing it.
  if (buf.length < 4 || buf.readUInt32LE(0) !== 0x04034b50) throw badInput('file', 'not an xlsx file');
  const wb = new ExcelJS.Workbook();
  try {
    // exceljs's Buffer type predates Node's generic Buffer.
    await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  } catch {
    throw badInput('file', 'not an xlsx file');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw badInput('file', 'no worksheet');
  return ws;
}

interface ParsedRow {
  row: number;
  username: string;
  name: string;
  number: string;
  kind: string;
  department_id: string | null;
  class_id: string | null;
  mobile: string;
  email: string;
  roleIds: string[];
}

/** Every problem of every row, or the rows ready to insert. */
export async function checkImport(ctx: Ctx, buf: Buffer): Promise<{ errors: RowError[]; rows: ParsedRow[] }> {
  const ws = await readSheet(buf);
  const col: Partial<Record<Column, number>> = {};
  ws.getRow(1).eachCell((cell, i) => {
    const h = cell.text.trim().toLowerCase();
    const key = IMPORT_COLUMNS.find((c) => HEADINGS[c].includes(h));
    if (key) col[key] = i;
  });
  const errors: RowError[] = [];
  for (const c of ['username', 'name'] as const)
    if (!col[c]) errors.push(problem(1, c, 'column missing'));
  if (errors.length) return { errors, rows: [] };

  const [depts, classes, roles] = await Promise.all([
    q.siteDepartments(ctx.db, ctx.site.id),
    q.siteClasses(ctx.db, ctx.site.id),
    q.siteRoles(ctx.db, ctx.site.id),
  ]);
  const rows: ParsedRow[] = [];
  const seen = new Map<string, number>();
  for (let r = 2; r <= ws.rowCount; r++) {
    const line = ws.getRow(r);
    const get = (c: Column) => (col[c] ? line.getCell(col[c]).text.trim() : '');
    if (IMPORT_COLUMNS.every((c) => get(c) === '')) continue;
    if (rows.length + 1 > IMPORT_MAX_ROWS) throw badInput('file', reason('atMostRowsPerImport', { max: IMPORT_MAX_ROWS }));
    const bad = (field: string, why: string | ReasonText) => errors.push(problem(r, field, why));
    for (const c of IMPORT_COLUMNS) if (get(c).includes('\u0000')) bad(c, 'invalid character');
    for (const f of ['username', 'name', 'number', 'mobile', 'email'] as const) {
      const why = cellRules[f](get(f));
      if (why) bad(f, why);
    }
    const username = get('username');
    const first = seen.get(username.toLowerCase());
    if (first) bad('username', reason('sameAsRow', { row: first }));
    else seen.set(username.toLowerCase(), r);

    const kind = get('kind') || 'student';
    if (!(USER_KINDS as readonly string[]).includes(kind)) bad('kind', reason('oneOf', { values: USER_KINDS.join(', ') }));
    const deptName = get('department');
    const dept = deptName ? depts.find((d) => d.name === deptName) : undefined;
    if (deptName && !dept) bad('department', 'no such department');
    const className = get('class');
    const cls = className
      ? classes.find((c) => c.name === className && (!dept || !c.department_id || c.department_id === dept.id))
      : undefined;
    if (className && !cls) bad('class', dept ? 'no such class in that department' : 'no such class');
    const codes = get('roles')
      .split(/[,，、;；\s]+/)
      .filter(Boolean);
    const picked = codes.map((code) => roles.find((x) => x.code === code));
    const unknown = codes.filter((_, i) => !picked[i]);
    if (unknown.length) bad('roles', reason('noSuchRoles', { roles: unknown.join(', ') }));
    const beyond = await escalation(
      ctx,
      picked.flatMap((x) => (x ? [parseJson<AuthMap>(x.auth, {})] : [])),
    );
    if (beyond) bad('roles', beyond);
    rows.push({
      row: r,
      username,
      name: get('name'),
      number: get('number'),
      kind,
      department_id: dept?.id ?? cls?.department_id ?? null,
      class_id: cls?.id ?? null,
      mobile: get('mobile'),
      email: get('email'),
      roleIds: [...new Set(picked.flatMap((x) => (x ? [x.id] : [])))],
    });
  }
  if (rows.length === 0 && errors.length === 0)
    errors.push(problem(2, 'username', 'no rows to import'));
  const taken = await q.takenUsernames(
    ctx.db,
    ctx.site.id,
    rows.map((r) => r.username).filter((u) => USERNAME.test(u)),
  );
  for (const r of rows)
    if (taken.has(r.username)) errors.push(problem(r.row, 'username', 'already taken'));
  errors.sort((a, b) => a.row - b.row);
  return { errors, rows };
}

export async function importUsers(ctx: Ctx, buf: Buffer) {
  const { errors, rows } = await checkImport(ctx, buf);
  if (errors.length) return { ok: false as const, errors };
  const t = now();
  const logN = ctx.platform.env.SCRYPT_LOG_N;
  const prepared = await Promise.all(
    rows.map(async (r) => {
      const password = generatePassword();
      return { r, id: newId(), password, hash: await hashPassword(password, logN) };
    }),
  );
  try {
    await ctx.db.transaction().execute(async (trx) => {
      for (const { r, id, hash } of prepared) {
        await trx
          .insertInto('users')
          .values({
            id,
            site_id: ctx.site.id,
            username: r.username,
            name: r.name,
            password_hash: hash,
            kind: r.kind,
            number: r.number,
            mobile: r.mobile,
            email: r.email,
            avatar: '',
            gender: '',
            department_id: r.department_id,
            class_id: r.class_id,
            status: 'active',
            is_super: 0,
            created_at: t,
            updated_at: t,
          })
          .execute();
        if (r.roleIds.length)
          await trx
            .insertInto('user_roles')
            .values(r.roleIds.map((role_id) => ({ user_id: id, role_id, site_id: ctx.site.id })))
            .execute();
      }
    });
  } catch (err) {
    // Someone created one of these usernames meanwhile: nothing was written.
    if (isUniqueViolation(err)) throw conflict('username', 'already taken');
    throw err;
  }
  await ctx.audit('admin.users.import', String(rows.length), { usernames: rows.map((r) => r.username) });
  return {
    ok: true as const,
    created: rows.length,
    passwords: prepared.map((p) => ({ username: p.r.username, password: p.password })),
  };
}

export interface ExportRow {
  username: string;
  name: string;
  number: string;
  kind: string;
  departmentName: string;
  className: string;
  mobile: string;
  email: string;
  roles: { code: string }[];
  status: string;
  createdAt: number;
}

/** The same columns as the import (plus status and creation time), so an export re-imports. */
export async function usersWorkbook(list: ExportRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('users');
  ws.columns = [...IMPORT_COLUMNS, 'status', 'createdAt'].map((key) => ({
    header: key,
    key,
    width: key === 'email' ? 28 : 16,
  }));
  for (const u of list) {
    ws.addRow({
      username: u.username,
      name: u.name,
      number: u.number,
      kind: u.kind,
      department: u.departmentName,
      class: u.className,
      mobile: u.mobile,
      email: u.email,
      roles: u.roles.map((r) => r.code).join(','),
      status: u.status,
      createdAt: new Date(u.createdAt * 1000).toISOString().replace('T', ' ').slice(0, 19),
    });
  }
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The import template: the header row, and a second sheet with this site's valid values. */
export async function templateWorkbook(ctx: Ctx): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('users');
  ws.columns = IMPORT_COLUMNS.map((key) => ({ header: key, key, width: 16 }));
  ws.getRow(1).font = { bold: true };
  const [depts, classes, roles] = await Promise.all([
    q.siteDepartments(ctx.db, ctx.site.id),
    q.siteClasses(ctx.db, ctx.site.id),
    q.siteRoles(ctx.db, ctx.site.id),
  ]);
  const values = wb.addWorksheet('values');
  values.columns = ['kind', 'department', 'class', 'roles'].map((key) => ({ header: key, key, width: 20 }));
  const n = Math.max(USER_KINDS.length, depts.length, classes.length, roles.length);
  for (let i = 0; i < n; i++) {
    values.addRow({
      kind: USER_KINDS[i] ?? '',
      department: depts[i]?.name ?? '',
      class: classes[i]?.name ?? '',
      roles: roles[i]?.code ?? '',
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
