// Prints how many rows of the spec's seed-routes.tsv the H5 route table serves, per family.
// Run with `npm run routes:report`; Vite (a direct dependency) loads the TypeScript route table.
import fs from 'node:fs';
import { createServer } from 'vite';

const vite = await createServer({
  root: new URL('..', import.meta.url).pathname,
  configFile: false,
  appType: 'custom',
  logLevel: 'error',
  optimizeDeps: { noDiscovery: true, include: [] },
  server: { middlewareMode: true, hmr: false },
});
const { routes } = await vite.ssrLoadModule('/src/routes.ts');
await vite.close();

const tsv = fs.readFileSync(new URL('../src/seed-routes.tsv', import.meta.url), 'utf8');
const rows = tsv
  .split('\n')
  .slice(1)
  .filter((l) => l.trim() !== '')
  .map((l) => {
    const [module, page, family] = l.split('\t');
    return { module, page, family };
  });

const served = new Set(routes.map((r) => `${r.module}/${r.page}`));
const families = new Map();
for (const r of rows) {
  const f = families.get(r.family) ?? { total: 0, served: 0, missing: [] };
  f.total += 1;
  if (served.has(`${r.module}/${r.page}`)) f.served += 1;
  else f.missing.push(`${r.module}/${r.page}`);
  families.set(r.family, f);
}

const seeds = new Set(rows.map((r) => `${r.module}/${r.page}`));
const extra = routes.filter((r) => !seeds.has(`${r.module}/${r.page}`));

console.log('family        served / rows');
let total = 0;
for (const [name, f] of [...families.entries()].sort((a, b) => b[1].total - a[1].total)) {
  total += f.served;
  console.log(`${name.padEnd(13)} ${String(f.served).padStart(6)} / ${f.total}`);
}
console.log(`${'all'.padEnd(13)} ${String(total).padStart(6)} / ${rows.length}`);
if (process.argv.includes('--missing')) {
  for (const [name, f] of families) if (f.missing.length && f.served) console.log(`missing in ${name}: ${f.missing.join(', ')}`);
}
if (extra.length) {
  console.error(`route table entries that are not seed rows: ${extra.map((r) => `${r.module}/${r.page}`).join(', ')}`);
  process.exitCode = 1;
}
