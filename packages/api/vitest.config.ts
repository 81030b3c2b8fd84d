import { defineConfig } from 'vitest/config';

// Node by default; files that need a DOM say `// @vitest-environment jsdom` on their first line.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
