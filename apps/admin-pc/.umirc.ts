/**
 * The console's build: umi (@umijs/max) with ProLayout, access and initial state; served by the
 * API server under /admin/. Requests go through packages/api's client (not umi's request plugin),
 * and strings through packages/i18n (not umi's locale plugin), so both apps share one of each.
 */
import { defineConfig } from '@umijs/max';
import routes from './config/routes';

export default defineConfig({
  base: '/admin/',
  publicPath: '/admin/',
  // ADMIN_OUT: build somewhere else (parallel builds); the server reads ADMIN_DIST.
  outputPath: process.env.ADMIN_OUT ?? 'dist',
  hash: true,
  title: 'Campus Console',
  // No favicon request (the server has none to give; an empty data URL is allowed by img-src).
  links: [{ rel: 'icon', href: 'data:,' }],
  routes,
  antd: {},
  access: {},
  model: {},
  initialState: {},
  layout: { title: 'Campus Console', locale: true },
  npmClient: 'pnpm',
  // `ANALYZE=1 max build` writes dist/stats.json (bundle sizes per module) instead of serving a report.
  analyze: { analyzerMode: 'disabled', generateStatsFile: true, statsFilename: 'stats.json' },
  // No module-federation cache, no dev-time dependency pre-bundling: builds stay offline and plain.
  mfsu: false,
  // The console targets current desktop browsers: no core-js bundle in the entry.
  polyfill: { imports: [] },
  // The workspace packages are TypeScript sources (packages/*/src); compile them like app code.
  extraBabelIncludes: [/packages[\\/](api|i18n)[\\/]src/],
  // The server's CSP is script-src 'self': keep every script an external file.
  inlineLimit: 0,
  chainWebpack(memo) {
    // Workspace sources import siblings as './x.js' (TypeScript's ESM convention): find the .ts file.
    memo.resolve.merge({ extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } });
    // packages/* only declare values at module level, so unused contract modules can be dropped
    // (keeps zod schemas of other modules out of the login route).
    memo.module.rule('campus-workspace').test(/packages[\\/](api|i18n)[\\/]src/).sideEffects(false);
    return memo;
  },
});
