/**
 * Configuration, read and validated once (STYLE rule 8). A wrong value stops start-up with a
 * message naming the variable; nothing else in the server reads process.env.
 */
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Seed demo sites and accounts when the database is empty. */
  DEMO: bool.default(false),
  /** With DEMO: also publish demo news, notices and pages (API tests turn it off to start empty). */
  DEMO_CONTENT: bool.default(true),
  DEFAULT_SITE: z.string().regex(/^[a-z0-9_-]{1,32}$/, 'lower-case letters, digits, - or _').default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin (https://portal.example.edu) when behind a proxy; turns on Secure cookies and HSTS. */
  PUBLIC_ORIGIN: z.url().optional().or(z.literal('').transform(() => undefined)),
  TRUST_PROXY: bool.default(false),
  SESSION_IDLE_SECONDS: z.coerce.number().int().min(60).default(12 * 3600),
  SESSION_ABSOLUTE_SECONDS: z.coerce.number().int().min(300).default(14 * 24 * 3600),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce.number().int().min(1024).default(10 * 1024 * 1024),
  /** scrypt cost (log2 N). 15 = 32 MiB per hash. */
  SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(15),
  /** Where the built apps are; served under /site/ and /admin/ when present. */
  H5_DIST: z.string().optional(),
  ADMIN_DIST: z.string().optional(),
});

export type Env = z.infer<typeof schema> & { dataDir: string };

export class ConfigError extends Error {}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(Object.keys(schema.shape).map((k) => [k, source[k]]).filter(([, v]) => v !== undefined));
  const parsed = schema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}=${JSON.stringify(source[String(i.path[0])])}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
