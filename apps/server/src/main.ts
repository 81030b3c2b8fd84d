/** Starts the server: config, database, routes, the built apps; stops gracefully on a signal. */
import v8 from 'node:v8';
import { buildApp } from './app.js';
import { ConfigError, loadEnv } from './platform/env.js';

/**
 * V8 moves an object literal's later copies straight to the old generation once most copies
 * made at that place in the code outlived a few minor collections. A server's long-lived
 * objects (20,000 sessions read at once into the cache, say) teach it that about places every
 * request also passes through; from then on each request's short-lived objects, and the HTTP
 * objects they point to, die in the old generation: in bench:rush's steady state, about half of
 * the runs went from 23 to 33 µs of CPU a grab and from 0 to 0.7 page faults, at random. Every
 * request's objects die young here; the caches are few and big. Set before anything is served.
 */
function tuneHeap(): void {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}

async function main() {
  tuneHeap();
  let env;
  try {
    env = loadEnv();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(2);
    }
    throw e;
  }
  const app = await buildApp({ env, serveApps: true });
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close(); // stops accepting, waits for in-flight requests, closes the database
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.HOST === '0.0.0.0' ? 'localhost' : env.HOST;
  const port = (app.server.address() as { port: number }).port;
  console.log(`\n  Campus portal on http://${shown}:${port}/site/  (console: http://${shown}:${port}/admin/)`);
  console.log(`  Database: ${env.DATABASE_URL ? 'PostgreSQL' : `SQLite in ${env.dataDir}`}`);
  if (env.DEMO) {
    console.log('  Demo accounts (password Demo@1234): student student2 teacher counselor leader manager admin repairman dispatcher approver checker\n');
  }
}

main().catch((e) => {
  console.error('Failed to start:', e instanceof Error ? e.message : e);
  process.exit(1);
});
