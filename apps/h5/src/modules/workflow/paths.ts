/** Where the workflow screens live (spec family `forms`, module `document`). */
export type WorkflowScreen = 'backlog' | 'complete' | 'waitpage' | 'flowpage' | 'flowlog' | 'flow' | 'user';

export function workflowPath(screen: WorkflowScreen, id?: string): string {
  return `/document/${screen}${id ? `?id=${encodeURIComponent(id)}` : ''}`;
}

/** The item as a PDF to print or keep (opened in the browser; the site prefix when the app runs under /{site}/site). */
export function pdfUrl(id: string, site?: string | null): string {
  const q = new URLSearchParams({ id });
  if (site) q.set('site', site);
  return `/api/workflow/pdf?${q}`;
}
