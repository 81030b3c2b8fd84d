import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    pool: 'forks',
    // jsdom renders of whole screens (the 600-seat map) take seconds when CI runs this lane beside
    // the PostgreSQL one on a two-core machine; 5 s (the default) is not room enough.
    testTimeout: 20_000,
    // The app registers its strings at its entry; tests render screens without it.
    setupFiles: ['@campus/i18n/all'],
  },
});
