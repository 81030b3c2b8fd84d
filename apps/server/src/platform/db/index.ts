/**
 * The database: SQLite (better-sqlite3, WAL) by default, PostgreSQL when DATABASE_URL is set.
 * Same Kysely API and the same migrations on both.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, SqliteDialect, sql, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { migrations } from '../../../migrations/index.js';
import type { DB } from './schema.js';

export type Db = Kysely<DB>;
export type DbKind = 'sqlite' | 'postgres';

// pg returns int8 as text by default; our times are integer seconds well inside 2^53.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export interface DbOptions {
  databaseUrl?: string | undefined;
  /** SQLite file; ':memory:' for a throw-away database. */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests get one each). */
  pgSchema?: string;
}

export interface Database {
  db: Db;
  kind: DbKind;
  /** PostgreSQL schema this database lives in, when not the default one. */
  pgSchema?: string | undefined;
  close(): Promise<void>;
}

export function openDatabase(opts: DbOptions): Database {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', pgSchema: opts.pgSchema, close: () => db.destroy() };
  }
  const file = opts.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // 16 MB of pages (the default is 2 MB): it holds 20,000 live sessions and their users (a rush:
  // bench:rush, 215 µs of CPU a grab, 217 with 32 MB), while an export of 100,000 submissions
  // that reads through it adds 48 MB to the process rather than 101 with 64 MB (bench:forms).
  sqlite.pragma('cache_size = -16384');
  const statements = withStatementCache(sqlite);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: statements }) });
  readers.set(db, (text, parameters) => {
    // Inside a transaction (another request's, between its awaits) the connection would show
    // uncommitted rows: then the read waits its turn through Kysely like any other.
    if (sqlite.inTransaction) return null;
    const stmt = statements.prepare(text);
    return stmt.reader ? (stmt.all(parameters) as unknown[]) : null;
  });
  const run: SyncRun = (text, parameters) => {
    const stmt = statements.prepare(text);
    if (stmt.reader) return { rows: stmt.all(parameters) as unknown[], changes: 0 };
    return { rows: [], changes: stmt.run(parameters).changes };
  };
  groups.set(db, groupCommit(sqlite, run));
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

type SyncReader = (text: string, parameters: readonly unknown[]) => unknown[] | null;
const readers = new WeakMap<Db, SyncReader>();

/**
 * A read run at once on SQLite's one connection, without Kysely's connection queue (promises,
 * a mutex) around it: for the hot lookups by key (platform/sql.ts `precompiled`). Null for
 * PostgreSQL, for a transaction's handle, and while a transaction is open on the connection.
 */
export function syncReaderOf(db: Db): SyncReader | undefined {
  return readers.get(db);
}

/** One statement run at once: a read's rows, or a write's count of changed rows. */
export type SyncRun = (text: string, parameters: readonly unknown[]) => { rows: unknown[]; changes: number };
export const NOT_NOW: unique symbol = Symbol('not now');
type SyncWork = (run: SyncRun) => unknown;
/** Runs `work` in a transaction committed with the others of this turn: its value, its error, or NOT_NOW. */
export type GroupedTransaction = (work: SyncWork) => Promise<unknown>;
const groups = new WeakMap<Db, GroupedTransaction>();

/**
 * Whole transactions run at once on SQLite's one connection (no other request can run a
 * statement between their steps: the process has one thread, and no promise per step), and
 * committed together: every one that arrives in the same turn of the event loop runs in one
 * BEGIN … COMMIT, each inside its own savepoint. A transaction that throws is undone alone
 * (rolled back to its savepoint) and gets its error; the others keep their writes, as if each had
 * committed in turn. None is answered before the COMMIT; if the COMMIT fails, all get its error.
 * A commit writes each page it changed to the WAL: a rush's grabs change the same few pages, and
 * a group writes each of them once (bench:rush: 1,000 tickets gone in ~120 ms, not ~210).
 * NOT_NOW when another request's transaction is open on the connection (between its awaits);
 * undefined for PostgreSQL and a transaction's handle.
 */
export function groupCommitOf(db: Db): GroupedTransaction | undefined {
  return groups.get(db);
}

function groupCommit(sqlite: SQLite.Database, run: SyncRun): GroupedTransaction {
  type Waiting = { work: SyncWork; resolve: (v: unknown) => void; reject: (e: unknown) => void };
  let waiting: Waiting[] = [];
  // better-sqlite3 runs a transaction function called inside another as a savepoint.
  const one = sqlite.transaction((work: SyncWork) => work(run));
  const all = sqlite.transaction((batch: Waiting[]) => {
    let aborted: unknown;
    return batch.map((w): { value: unknown } | { error: unknown } => {
      // Some errors (disk full, I/O) make SQLite roll back the whole transaction: the rest would
      // run outside it, committed on their own while the group is refused. They do not run.
      if (aborted === undefined && !sqlite.inTransaction) aborted = new Error('the group commit was rolled back by an earlier error');
      if (aborted !== undefined) return { error: aborted };
      try {
        return { value: one(w.work) };
      } catch (error) {
        return { error };
      }
    });
  });
  const flush = () => {
    const batch = waiting;
    waiting = [];
    if (sqlite.inTransaction) {
      for (const w of batch) w.resolve(NOT_NOW);
      return;
    }
    let done;
    try {
      done = all(batch);
    } catch (error) {
      for (const w of batch) w.reject(error);
      return;
    }
    done.forEach((r, i) => ('error' in r ? batch[i]!.reject(r.error) : batch[i]!.resolve(r.value)));
  };
  return (work) =>
    new Promise((resolve, reject) => {
      if (waiting.push({ work, resolve, reject }) === 1) setImmediate(flush);
    });
}

/**
 * Kysely prepares every query anew; preparing (parsing, planning) costs about as much as running
 * a small query. Statements are reusable, so keep the most recent ones by their SQL text (the
 * parameters are bound per call; SQLite re-prepares a statement itself after a schema change).
 */
function withStatementCache(sqlite: SQLite.Database, max = 1000) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string): SQLite.Statement {
      let stmt = cache.get(text);
      if (stmt) return stmt;
      stmt = sqlite.prepare(text);
      if (cache.size >= max) cache.delete(cache.keys().next().value as string);
      cache.set(text, stmt);
      return stmt;
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrate(db: Db): Promise<void> {
  if (await upToDate(db)) return;
  // Kysely looks for its migration tables in every PostgreSQL schema unless told which one, so a
  // second schema in the same database (tests, several portals) would hide ours: name it.
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s
      : undefined;
  const { error, results } = await new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`migration ${failed?.migrationName ?? '?'} failed: ${String((error as Error).message ?? error)}`);
  }
}

/**
 * Whether every migration of ours is recorded, and nothing else: then a start has nothing to do.
 * One read of a 30-row table, where Kysely's Migrator first looks through the catalog for its two
 * tables (335 ms on PostgreSQL with 130 tables). False when the table is not there yet.
 */
async function upToDate(db: Db): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const ours = Object.keys(migrations);
    const done = new Set(rows.map((r) => r.name));
    return done.size === ours.length && ours.every((name) => done.has(name));
  } catch {
    return false;
  }
}
