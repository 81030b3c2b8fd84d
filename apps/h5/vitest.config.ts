import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const all = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'];
/**
 * Test files that need modules of their own: they read state a module keeps once it is loaded
 * (the site's zone in lib/time, the site profile, the shell's kept screens and loaded chunks), so
 * they cannot follow another file in the same worker. Found by running with the files shuffled.
 */
const isolated = [
  'src/lib/time.test.ts',
  'src/app/ScreenHost.test.tsx',
  'src/app/Shell.test.tsx',
  'src/app/lazy-screen.test.tsx',
  'src/modules/booking/generalApp/screens.test.tsx',
];

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    pool: 'forks',
    // jsdom renders of whole screens (the 600-seat map) take seconds when CI runs this lane beside
    // the PostgreSQL one on a two-core machine; 5 s (the default) is not room enough.
    testTimeout: 20_000,
    // The app registers its strings at its entry; tests render screens without it.
    setupFiles: ['@campus/i18n/all', './src/test-setup.ts'],
    projects: [
      // The other files share a worker's modules from file to file: a new process, jsdom and
      // React for each of the 70 files was 155 of the lane's 170 s (36 s now, beside another lane).
      { extends: true, test: { name: 'shared', include: all, isolate: false, exclude: [...configDefaults.exclude, ...isolated] } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
