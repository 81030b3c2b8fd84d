/** Starts the server: config, database, routes, the built apps; stops gracefully on a signal. */
import { buildApp } from './app.js';
import { ConfigError, loadEnv } from './platform/env.js';

async function main() {
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
