/** Shared by the admin-*.test.ts files: xlsx in and out, multipart bodies, a non-super site administrator. */
import { E } from '@campus/api';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { Client, loginAs } from './helpers.js';

export async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('users');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function readXlsx(buf: Buffer, sheet = 0): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[sheet]!;
  const out: string[][] = [];
  ws.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (c, i) => {
      cells[i - 1] = c.text;
    });
    out.push(cells);
  });
  return out;
}

export function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = `----campus${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(c: Client, url: string, file: Buffer, filename = 'users.xlsx') {
  const { payload, headers } = multipart('file', filename, file);
  const res = await c.raw({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, ...(res.json() as { e: number; m: string; d: unknown }) };
}

export const STRONG = 'Strong#Pass1';

let seq = 0;
/** A fresh account on the default site made by the super-administrator, then logged in. */
export async function makeUser(
  app: FastifyInstance,
  opts: { roles?: string[]; username?: string } = {},
): Promise<{ client: Client; id: string; username: string }> {
  const sup = await loginAs(app, 'admin');
  const roles = (await sup.get<{ list: { id: string; code: string }[] }>('/api/admin/roles/list')).d.list;
  const username = opts.username ?? `u${Date.now() % 100000}_${++seq}`;
  const roleIds = (opts.roles ?? []).map((code) => roles.find((r) => r.code === code)!.id);
  const r = await sup.post<{ user: { id: string } }>('/api/admin/users/create', {
    username,
    name: username,
    password: STRONG,
    roleIds,
  });
  if (r.e !== E.OK) throw new Error(`create ${username}: ${r.e} ${r.m}`);
  const client = new Client(app);
  const l = await client.post('/api/auth/login', { username, password: STRONG });
  if (l.e !== E.OK) throw new Error(`login ${username}: ${l.e} ${l.m}`);
  return { client, id: r.d.user.id, username };
}
