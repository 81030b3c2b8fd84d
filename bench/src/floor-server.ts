/**
 * A floor for the rush: a bare Fastify route that does one thing a grab must do before it may
 * answer, find the caller's session, through the portal's own `resolveSession` on the portal's
 * SQLite file (FLOOR_SQLITE), then answers a refusal's envelope. No grab, however written, that
 * checks its session in the database can go faster than this on the same machine.
 */
// The request and reply types the portal's session code uses (cookies), as in the portal.
import type {} from '@campus/server/src/platform/cookies.js';
import Fastify from 'fastify';
import { openDatabase, type Database } from '@campus/server/src/platform/db/index.js';
import { resolveSession, SESSION_COOKIE } from '@campus/server/src/platform/sessions.js';
import { Signals } from '@campus/server/src/platform/signals.js';
import { AuthCache } from '@campus/server/src/platform/auth-cache.js';

const file = process.env.FLOOR_SQLITE;
if (!file) throw new Error('FLOOR_SQLITE: the portal database to read sessions from');
const policy = { idleSeconds: 86_400, absoluteSeconds: 86_400 * 30, secureCookies: false };
const prefix = `${SESSION_COOKIE}=`;
// One process: every change is heard (there is none here).
const auth = new AuthCache(new Signals());
// Opened at the first request: the sessions are written after this process starts.
let database: Database | undefined;

const app = Fastify({ logger: false });
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
  done(null, Object.fromEntries(new URLSearchParams(body as string)));
});
app.post('/floor', async (req) => {
  database ??= openDatabase({ sqliteFile: file });
  const token = req.headers.cookie?.split('; ').find((c) => c.startsWith(prefix))?.slice(prefix.length);
  const found = token ? await resolveSession({ db: database.db, policy, auth }, token) : null;
  if (!found) return { e: 10013, m: 'not logged in', d: null };
  return { e: 30001, m: 'sold out', d: { field: Object.keys((req.body ?? req.query) as object)[0] ?? '' } };
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening on http://127.0.0.1:${(app.server.address() as { port: number }).port} pid ${process.pid}`);
