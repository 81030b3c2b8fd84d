import { defineConfig } from 'vitest/config';

// Node by default; files that need a DOM say `// @vitest-environment jsdom` on their first line.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Files share a worker's modules (the lane: 29 s with a new process for each file, 3.4 s
    // without); they pass in any order (checked with --sequence.shuffle.files).
    isolate: false,
  },
});
