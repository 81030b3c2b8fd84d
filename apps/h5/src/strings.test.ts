// @vitest-environment node
/**
 * A module's strings load with its screens (strings.ts), so a screen whose code uses a namespace
 * its route does not load would show raw keys. The tests here register every namespace up front
 * (vitest.config.ts), so this reads the code instead: every file a screen can reach, and every
 * file the app's entry reaches before any screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeRoute } from './modules/hall/route';
import { routes } from './routes';
import { isModuleStrings, stringsOf } from './strings';

const appRoot = path.resolve(__dirname, '..');

/** The shared packages whose code holds keys of a module (the form engine's messages): read like the app's. */
const PACKAGES: Record<string, string> = {
  '@campus/api/forms': path.resolve(appRoot, '../../packages/api/src/forms/index.ts'),
  '@campus/api/approvals': path.resolve(appRoot, '../../packages/api/src/approvals/index.ts'),
};

function resolve(from: string, spec: string): string | undefined {
  if (PACKAGES[spec]) return PACKAGES[spec];
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** The app's files a file reaches through relative imports (static ones only, or dynamic ones too). */
function reach(file: string, dynamic: boolean, seen = new Set<string>(), stop = new Set<string>()): Set<string> {
  if (seen.has(file) || stop.has(file)) return seen;
  seen.add(file);
  const src = fs.readFileSync(file, 'utf8');
  const importRe = dynamic ? /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g : /(?:from\s+|^import\s+)['"]([^'"]+)['"]/gm;
  for (const m of src.matchAll(importRe)) {
    // A package's own imports are written `./x.js` for `./x.ts`.
    const next = resolve(file, (m[1] ?? '').replace(/\.js$/, ''));
    if (next && !/\.test\.tsx?$/.test(next)) reach(next, dynamic, seen, stop);
  }
  return seen;
}

/** `'ticket.field.name'`, `` `ticket.state.${s}` ``: the namespace and the key's first part. */
const KEY = /['"`]([a-zA-Z0-9]+)\.(\$\{|[a-zA-Z][a-zA-Z0-9]*)/g;

function moduleKeys(files: Iterable<string>): { ns: string; part: string; file: string }[] {
  const out: { ns: string; part: string; file: string }[] = [];
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(KEY)) {
      const [, ns = '', part = ''] = m;
      if (isModuleStrings(ns)) out.push({ ns, part, file: path.relative(appRoot, file) });
    }
  }
  return out;
}

/** vitest turns `() => import('./TicketList')` into an import of the file's path from the app's root. */
function screenFile(load: () => unknown): string {
  const spec = /import__\("([^"]+)"\)|import\(['"]([^'"]+)['"]\)/.exec(load.toString());
  const file = spec?.[1] ?? spec?.[2];
  if (!file?.startsWith('/src/')) throw new Error(`cannot tell the screen of ${load.toString()}`);
  return path.join(appRoot, file);
}

/** What the app loads before any screen (the shell, the route table): checked on its own below. */
const entry = reach(path.join(appRoot, 'src/main.tsx'), false);

describe('strings loaded with the screens', () => {
  it.each([homeRoute, ...routes].map((r) => [`${r.module}/${r.page}`, r] as const))('%s loads every namespace its screen uses', (_name, route) => {
    const loads = new Set<string>(stringsOf(route));
    // Every module's titles are there from the start.
    const missing = moduleKeys(reach(screenFile(route.load), true, new Set(), entry)).filter((k) => k.part !== 'title' && !loads.has(k.ns));
    const byNs = new Map(missing.map((k) => [k.ns, `${k.ns} (used in ${k.file})`]));
    expect([...byNs.values()]).toEqual([]);
  });

  it('the entry, the shell and what they load on their own (popups, reasons) use only the titles of a module', () => {
    const screens = new Set([homeRoute, ...routes].map((r) => screenFile(r.load)));
    const used = moduleKeys(reach(path.join(appRoot, 'src/main.tsx'), true, new Set(), screens)).filter((k) => k.part !== 'title');
    expect(used.map((k) => `${k.ns}.${k.part} (${k.file})`)).toEqual([]);
  });

  it('no module translates at load time (a screen’s chunk may run before its strings arrive)', () => {
    const files = fs.readdirSync(path.join(appRoot, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const atLoad = files.flatMap((f) =>
      fs
        .readFileSync(path.join(appRoot, 'src', f), 'utf8')
        .split('\n')
        .filter((line) => {
          // A top-level declaration that calls t() itself, not inside a function it declares.
          const call = line.search(/\b(?:t|tOr)\(['"`]/);
          const arrow = line.indexOf('=>');
          return /^(?:export\s+)?(?:const|let|var)\b/.test(line) && call >= 0 && (arrow < 0 || arrow > call);
        })
        .map((line) => `${f}: ${line}`),
    );
    expect(atLoad).toEqual([]);
  });

  it('a route loads the namespace of its title', () => {
    expect(stringsOf({ title: 'ticket.title.index' })).toEqual(['ticket']);
    expect(stringsOf({ title: 'h5.title.help', strings: ['h5faq'] })).toEqual(['h5faq']);
    expect(stringsOf({ title: 'portal.title.home', strings: ['officeTel', 'portal'] })).toEqual(['portal', 'officeTel']);
  });
});
