/** Where the workflow screens live (spec family `forms`, module `document`). */
export type WorkflowScreen = 'backlog' | 'complete' | 'waitpage' | 'flowpage' | 'flowlog' | 'flow' | 'user';

export function workflowPath(screen: WorkflowScreen, id?: string): string {
  return `/document/${screen}${id ? `?id=${encodeURIComponent(id)}` : ''}`;
}
