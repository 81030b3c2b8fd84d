// Unit tests of the console's logic (access rules, table and form helpers, editors' rules).
// umi stays out: tests import plain modules (the form inputs render in jsdom with `@/services/api`
// mocked), with the `@/` alias pointed at src.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': path.join(here, 'src') } },
  test: { include: ['test/**/*.test.ts'], environment: 'node', setupFiles: ['@campus/i18n/all'] },
});
