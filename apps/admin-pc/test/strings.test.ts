/**
 * The login page and the shell around it register only the entry's strings (src/strings.ts); the
 * pages' strings are a chunk the layout loads before it shows a page (src/page-strings.ts). The
 * tests register every namespace up front, so this reads the code: every file the entry and the
 * login page reach must use only the entry's namespaces, or it would show raw keys.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(__dirname, '../src');

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('@/') ? path.join(src, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** The console's files a file reaches through its static imports (dynamic ones load later, with a page). */
function reach(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of fs.readFileSync(file, 'utf8').matchAll(/(?:from\s+|^import\s+)['"]([^'"]+)['"]/gm)) {
    const next = resolve(file, m[1] ?? '');
    if (next) reach(next, seen);
  }
  return seen;
}

function namespacesUsed(files: Iterable<string>): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/['"`](admin[A-Za-z]+|reason|repair|travel|forms|document)\.(\$\{|[a-zA-Z])/g)) {
      used.set(m[1] ?? '', path.relative(src, file));
    }
  }
  return used;
}

describe("the login page's strings", () => {
  it('the entry registers only the shell’s namespaces, the page chunk the rest', () => {
    expect(fs.readFileSync(path.join(src, 'strings.ts'), 'utf8')).toMatch(/registerNamespaces\(\{ admin, common, errors \}\)/);
    expect(fs.readFileSync(path.join(src, 'page-strings.ts'), 'utf8')).toMatch(/adminTicket/);
  });

  it('the entry and the login page use no page namespace', () => {
    const files = new Set([...reach(path.join(src, 'app.tsx')), ...reach(path.join(src, 'pages/login/index.tsx'))]);
    expect(files.size).toBeGreaterThan(5);
    expect([...namespacesUsed(files)].map(([ns, file]) => `${ns} (${file})`)).toEqual([]);
  });
});
