import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/pg-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Each file builds its own app on its own database (createTestApp) and holds no state in
    // modules, so a worker keeps the server's modules loaded from file to file: importing them
    // afresh for every file was about half the lane's CPU time.
    isolate: false,
  },
});
