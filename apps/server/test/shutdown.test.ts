/**
 * Graceful shutdown of the real server process: on SIGTERM it stops accepting, lets the
 * request in flight finish, closes the database cleanly (the SQLite WAL is checkpointed and
 * removed) and exits 0.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../src/platform/passwords.js';

const main = path.resolve(import.meta.dirname, '../src/main.ts');

function request(port: number, p: string, body?: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: p, method: body ? 'POST' : 'GET', headers: body ? { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest' } : {} },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    if (body) req.end(body);
    else req.end();
  });
}

describe('graceful shutdown', () => {
  it('finishes the request in flight, closes the database and exits 0 on SIGTERM', async () => {
    if (process.env.DATABASE_URL) return; // the SQLite file is what shows a clean close
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-stop-'));
    const port = 18400 + Math.floor(Math.random() * 500);
    const start = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', main], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DEMO: '1', LOG_LEVEL: 'silent', SCRYPT_LOG_N: '12', DATABASE_URL: '' },
        stdio: 'ignore',
      });
      return { child, exited: new Promise<number | null>((r) => child.on('exit', (code) => r(code))) };
    };
    const up = async () => {
      for (let i = 0; i < 150; i++) {
        try {
          if ((await request(port, '/api/health')).status === 200) return;
        } catch {
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    };
    // First start seeds the database; then give `student` a costly hash (256 MiB scrypt, about a
    // second) so a login is certainly still running when the signal lands.
    const first = start();
    await up();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    const db = new SQLite(path.join(dir, 'portal.sqlite'));
    db.prepare("update users set password_hash = ? where username = 'student' and site_id = 'demo'").run(await hashPassword('Demo@1234', 18));
    db.close();

    const { child, exited } = start();
    await up();
    const inFlight = request(port, '/api/auth/login', 'username=student&password=Demo%401234');
    await new Promise((r) => setTimeout(r, 400));
    child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).e).toBe(0);
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dir, 'portal.sqlite'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'portal.sqlite-wal'))).toBe(false);
  }, 60_000);
});
