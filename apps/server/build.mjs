// Bundles the server into dist/main.mjs. The server's own registry dependencies stay external
// (loaded from node_modules); everything else — the workspace packages, which are TypeScript
// source, and what they import — is bundled in, so nothing resolves against a package the
// server does not declare.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const own = Object.keys(pkg.dependencies ?? {}).filter((d) => !d.startsWith('@campus/'));
const packageOf = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

await build({
  entryPoints: ['src/main.ts'],
  // SERVER_OUT: another bundle path inside apps/server (e.g. dist-seat/main.mjs) so parallel
  // builds do not overwrite each other; it must stay here for node_modules to resolve.
  outfile: process.env.SERVER_OUT ?? 'dist/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS code may call require(): give the ES module one.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  plugins: [
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('node:')) return { path: args.path, external: true };
          return own.includes(packageOf(args.path)) ? { path: args.path, external: true } : undefined;
        });
      },
    },
  ],
});
