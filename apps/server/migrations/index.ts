/**
 * The migration set, in order. Listed statically so the bundled server carries them.
 * Add a file `YYYY-MM-DDTNNNN_name.ts` and a line here; never edit one that has shipped.
 */
import type { Migration } from 'kysely';
import * as core from './2026-11-22T0001_core.js';

export const migrations: Record<string, Migration> = {
  '2026-11-22T0001_core': core,
};
