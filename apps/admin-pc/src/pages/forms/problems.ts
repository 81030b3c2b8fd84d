/** Schema problems from `admin/check` or a refused publish (`d.issues`), in one shape the designer lists. */
export interface Problem {
  path: string;
  key: string;
  params: Record<string, string | number>;
}

/** The problems a refused publish names (`d.issues`, fields prefixed `schema.`), or none when it is another refusal. */
export function issuesOf(d: unknown): Problem[] {
  const issues = (d as { issues?: unknown } | null)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((i) => {
    const x = i as { field?: unknown; key?: unknown; params?: unknown };
    if (typeof x.field !== 'string' || typeof x.key !== 'string') return [];
    return [{ path: x.field.replace(/^schema\./, ''), key: x.key, params: (x.params ?? {}) as Problem['params'] }];
  });
}
