/** Small SQL pieces that behave the same on SQLite and PostgreSQL. */
import { sql, type Compilable, type CompiledQuery, type Expression, type Kysely, type SqlBool } from 'kysely';
import { groupCommitOf, syncReaderOf } from './db/index.js';
import type { DB } from './db/schema.js';

/** `%text%` for LIKE, lower-cased, with its wildcards escaped (ESCAPE '\'). */
export const containsPattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "column contains text", wildcards in the text taken literally. */
export function contains(column: string, text: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}

/**
 * A hot query compiled once per dialect and run with new values: Kysely builds and compiles a
 * query on every call, which costs more than SQLite takes to run a lookup by key. `build` gets a
 * placeholder for each argument and must use each only as a value (never to shape the query);
 * every other value in it is fixed at the first call.
 */
export function precompiled<A extends string[], R>(build: (db: Kysely<DB>, ...args: A) => Compilable<R>) {
  const compile = compiledOnce<A, R>(build);
  return async (db: Kysely<DB>, ...args: A): Promise<R[]> => {
    const q = compile(db, ...args);
    const rows = syncReaderOf(db)?.(q.sql, q.parameters);
    if (rows) return rows as R[];
    return (await db.executeQuery<R>(q)).rows;
  };
}

/**
 * The compile-once part of `precompiled`: the query with these values, compiled at the first
 * call per dialect. An argument may be any value (a string stands in for it while compiling).
 */
export function compiledOnce<A extends unknown[], R = unknown>(build: (db: Kysely<DB>, ...args: A) => Compilable<R>) {
  const byDialect = new Map<unknown, { compiled: CompiledQuery<R>; slots: number[] }>();
  return (db: Kysely<DB>, ...args: A): CompiledQuery<R> => {
    const dialect = db.getExecutor().adapter.constructor;
    let entry = byDialect.get(dialect);
    if (!entry) {
      const marks = args.map((_, i) => `\u0001arg${i}\u0001`) as A;
      const compiled = build(db, ...marks).compile();
      const slots = compiled.parameters.map((p) => marks.indexOf(p as string));
      if (marks.some((_, i) => !slots.includes(i)))
        throw new Error('precompiled: every argument must be used as a value');
      byDialect.set(dialect, (entry = { compiled, slots }));
    }
    const { compiled, slots } = entry;
    return { ...compiled, parameters: slots.map((s, i) => (s >= 0 ? args[s] : compiled.parameters[i])) };
  };
}

/** Thrown inside `attempt`'s work to undo the whole transaction and answer why. */
export class Rollback<W extends string> extends Error {
  constructor(readonly why: W) {
    super(why);
  }
}

/**
 * Runs `work` in one transaction. A `Rollback` thrown inside undoes every step and becomes the
 * answer `{ ok: false, why }`; any other error propagates. Counters taken by conditional
 * UPDATEs use it so that a refused later step gives the unit back without a second statement.
 */
export async function attempt<W extends string>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<void>,
): Promise<{ ok: true } | { ok: false; why: W }> {
  try {
    await db.transaction().execute(work);
    return { ok: true };
  } catch (err) {
    return refusal<W>(err);
  }
}

/** A `Rollback` as the answer; anything else thrown on. */
function refusal<W extends string>(err: unknown): { ok: false; why: W } {
  if (err instanceof Rollback) return { ok: false, why: err.why as W };
  throw err;
}

/** What a step of `attemptSteps` answers: a read's rows, or how many rows a write changed. */
export interface StepResult {
  rows: unknown[];
  changes: number;
}

/**
 * `attempt` for a transaction written as steps: `steps` yields each statement (compiled once,
 * see `compiledOnce`) and gets its result back. On SQLite the whole transaction runs at once,
 * committed with the others of this turn of the event loop (db/index.ts `groupCommitOf`); when
 * another transaction is open on the connection, and on PostgreSQL, through Kysely, statement by
 * statement. Either way a `Rollback` thrown by the steps undoes them all and becomes the answer.
 */
export async function attemptSteps<W extends string>(
  db: Kysely<DB>,
  steps: () => Generator<CompiledQuery, void, StepResult>,
): Promise<{ ok: true } | { ok: false; why: W }> {
  let ran: unknown;
  try {
    ran = await groupCommitOf(db)?.((run) => {
      const g = steps();
      for (let r = g.next(); !r.done; ) r = g.next(run(r.value.sql, r.value.parameters));
      return true;
    });
  } catch (err) {
    return refusal<W>(err);
  }
  if (ran === true) return { ok: true };
  // undefined: no such runner here (PostgreSQL, a transaction's handle); NOT_NOW: one is open.
  return attempt<W>(db, async (trx) => {
    const g = steps();
    for (let r = g.next(); !r.done; ) {
      const res = await trx.executeQuery(r.value);
      r = g.next({ rows: res.rows as unknown[], changes: Number(res.numAffectedRows ?? 0) });
    }
  });
}
