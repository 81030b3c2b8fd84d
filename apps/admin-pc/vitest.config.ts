// Unit tests of the console's logic (access rules, table and form helpers, editors' rules).
// umi stays out: tests import plain modules (the form inputs render in jsdom with `@/services/api`
// mocked), with the `@/` alias pointed at src.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': path.join(here, 'src') } },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['@campus/i18n/all'],
    // Files share a worker's modules (a new process and the imports for each file were 37 of the
    // lane's 50 s); they pass in any order (checked with --sequence.shuffle.files).
    isolate: false,
  },
});
