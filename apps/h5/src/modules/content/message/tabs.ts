/** Which tab of the message centre a live message belongs in. */
export type Tab = 'all' | 'todo' | `c:${string}`;

export function tabMatches(tab: Tab, m: { category: string; kind: 'info' | 'todo' }, showDone: boolean): boolean {
  if (tab === 'all') return true;
  if (tab === 'todo') return m.kind === 'todo' && !showDone;
  return tab === `c:${m.category}`;
}
