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
import { describe, expect, it } from 'vitest';

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
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, DEMO: '1', LOG_LEVEL: 'silent', SCRYPT_LOG_N: '16', DATABASE_URL: '' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    for (let i = 0; i < 100; i++) {
      try {
        if ((await request(port, '/api/health')).status === 200) break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    // A login costs a 64 MiB scrypt hash: long enough to still be running when the signal lands.
    const inFlight = request(port, '/api/auth/login', 'username=student&password=Demo%401234');
    await new Promise((r) => setTimeout(r, 30));
    child.kill('SIGTERM');
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).e).toBe(0);
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dir, 'portal.sqlite'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'portal.sqlite-wal'))).toBe(false);
  }, 60_000);
});
