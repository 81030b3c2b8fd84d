/**
 * The app factory: builds a Fastify instance with the platform (database, sessions, sites,
 * envelope, security) and every module's routes. Tests call it and `inject`; main.ts listens.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AppError, E } from '@campus/api';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { modules } from './modules/index.js';
import type { Ctx, Platform } from './platform/context.js';
import { migrate, openDatabase, type Database } from './platform/db/index.js';
import { AuthCache } from './platform/auth-cache.js';
import { installCookies } from './platform/cookies.js';
import { createNotifier } from './platform/notify/index.js';
import { parseForm } from './platform/form.js';
import { lazyRequestLog } from './platform/request-log.js';
import type { Env } from './platform/env.js';
import { sendError } from './platform/errors.js';
import { serializerCompiler } from './platform/serialize.js';
import { securityHeaders } from './platform/security.js';
import type { SessionPolicy } from './platform/sessions.js';
import { Signals } from './platform/signals.js';
import { SiteCache } from './platform/sites.js';
import { ensureBootstrap } from './seed/bootstrap.js';

declare module 'fastify' {
  interface FastifyInstance {
    platform: Platform;
  }
  interface FastifyRequest {
    ctx: Ctx;
  }
}

export interface BuildOptions {
  env: Env;
  /** An open database (tests bring their own); otherwise opened from env. */
  database?: Database;
  /** Serve the built apps under /site/ and /admin/ when their dist folders exist. */
  serveApps?: boolean;
  logger?: boolean;
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const database =
    opts.database ??
    openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: path.join(env.dataDir, 'portal.sqlite') });
  await migrate(database.db);

  const https = env.PUBLIC_ORIGIN?.startsWith('https://') ?? false;
  const policy: SessionPolicy = {
    idleSeconds: env.SESSION_IDLE_SECONDS,
    absoluteSeconds: env.SESSION_ABSOLUTE_SECONDS,
    secureCookies: https,
  };
  const uploadDir = path.join(env.dataDir, 'attach');
  const signals = new Signals();
  const platform: Platform = {
    env, database, db: database.db, sites: new SiteCache(database.db), policy, uploadDir, signals, auth: new AuthCache(signals),
    onSiteZoneChange: [],
  };
  await ensureBootstrap(platform);

  const secure = securityHeaders({ publicOrigin: env.PUBLIC_ORIGIN });
  const app = Fastify({
    logger:
      opts.logger === false || env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          },
    bodyLimit: env.BODY_LIMIT_BYTES,
    // Per-request "incoming/completed" lines are info level: skip their cost when hidden.
    childLoggerFactory: lazyRequestLog,
    logController: new LogController({ disableRequestLogging: !['info', 'debug', 'trace'].includes(env.LOG_LEVEL) }),
    trustProxy: env.TRUST_PROXY,
    routerOptions: {
      querystringParser: parseForm,
      maxParamLength: 500,
    },
    return503OnClosing: true,
    frameworkErrors: (err, req, reply) => {
      // Found while routing, maybe before the onRequest hook below set them.
      secure(req, reply);
      sendError(err, req, reply);
    },
  });
  app.decorate('platform', platform);
  app.decorateRequest('ctx', null as unknown as Ctx);
  // A POST without a body is validated as an empty form (its schema then names what is missing).
  app.setValidatorCompiler((route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    return route.httpPart === 'body' ? (data: unknown) => validate(data ?? {}) : validate;
  });
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((err, req, reply) => sendError(err, req, reply));
  app.addHook('onRequest', (req, reply, done) => {
    secure(req, reply);
    done();
  });
  installCookies(app);
  app.addHook('onClose', async () => {
    await database.close();
  });
  platform.notifier = await createNotifier({
    database, pgUrl: env.DATABASE_URL, idleSeconds: env.SESSION_IDLE_SECONDS, log: app.log, signals: platform.signals,
  });
  // Live streams never end by themselves: end them (and the listener) before the server closes.
  app.addHook('preClose', async () => {
    await platform.notifier?.close();
  });

  await app.register(formbody, { parser: parseForm, bodyLimit: env.BODY_LIMIT_BYTES });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Campus service portal API', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cp_sid' } } },
    },
    transform: jsonSchemaTransform,
  });

  for (const m of modules) await app.register(m);

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  if (opts.serveApps) await serveApps(app, env);

  app.setNotFoundHandler((req, reply) => {
    const url = req.url;
    if (opts.serveApps && req.method === 'GET') {
      const spa = spaFor(env, url);
      if (spa) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(fs.createReadStream(spa));
      if (url === '/' || url === '') return reply.redirect('/site/');
    }
    return sendError(new AppError(E.NOT_FOUND, `no such path: ${req.method} ${url.split('?')[0]?.slice(0, 200)}`), req, reply);
  });

  return app;
}

function distDirs(env: Env): { h5: string; admin: string } {
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');
  return {
    h5: path.resolve(env.H5_DIST ?? path.join(root, 'apps/h5/dist')),
    admin: path.resolve(env.ADMIN_DIST ?? path.join(root, 'apps/admin-pc/dist')),
  };
}

/** The index.html that answers a client-side route, if the app is built. */
function spaFor(env: Env, url: string): string | null {
  const { h5, admin } = distDirs(env);
  const p = url.split('?')[0] ?? '';
  const isH5 = /^\/([a-z0-9_-]{1,32}\/)?site(\/|$)/.test(p);
  const dir = isH5 ? h5 : p.startsWith('/admin') ? admin : null;
  if (!dir) return null;
  const file = path.join(dir, 'index.html');
  return fs.existsSync(file) ? file : null;
}

/** A built file named by its content (its path in the app's folder): the H5's assets/*, the console's name.<8 hex>.js. */
const HASHED = /^(assets\/[^/]+|[^/]+\.[0-9a-f]{8}\.[a-z0-9]+(\.br|\.gz)?)$/;

async function serveApps(app: FastifyInstance, env: Env): Promise<void> {
  const { h5, admin } = distDirs(env);
  // Files whose names carry their content's hash (the H5's assets/, the console's name.<hash>.js)
  // are kept by a browser for a year without asking again; others (index.html, the H5's fixed
  // static/ images) are asked again each time, answered 304 while unchanged. `cacheControl: false`
  // keeps the static plugin from replacing this with max-age=0. The builds write .br and .gz
  // copies beside each text file (scripts/precompress.mjs); a browser that accepts one gets it.
  const options = (root: string) => ({
    root,
    wildcard: false,
    index: false as const,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res: { setHeader(k: string, v: string): void }, file: string) => {
      const name = path.relative(root, file).split(path.sep).join('/');
      res.setHeader('cache-control', HASHED.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A cache between the phone and us keeps the Brotli, gzip and plain answers apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  if (fs.existsSync(h5)) await app.register(fastifyStatic, { ...options(h5), prefix: '/site/' });
  if (fs.existsSync(admin)) await app.register(fastifyStatic, { ...options(admin), prefix: '/admin/', decorateReply: false });
}
