/** document/complete: what I acted on, and what was copied to me. */
import { ListTabs } from './Backlog';
import './workflow.css';

const TABS = ['done', 'cc'] as const;

export default function Complete() {
  return <ListTabs tabs={TABS} page="wf-complete" />;
}
