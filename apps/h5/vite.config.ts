// The H5 is served by the API server under /site/ (and /{site}/site/ for a named site).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/site/',
  plugins: [react()],
  resolve: {
    // The contract's zod schemas are not needed in the browser (see vite/zod-shim.js).
    alias: { zod: fileURLToPath(new URL('./vite/zod-shim.js', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    rollupOptions: {
      treeshake: {
        // Shared packages are plain modules: what the H5 does not use (the description filter
        // and its DOMPurify) is left out of the bundle.
        moduleSideEffects: (id) => !/packages\/api\/src\/|\/dompurify\//.test(id),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
