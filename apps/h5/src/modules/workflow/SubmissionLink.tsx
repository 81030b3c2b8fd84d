/** On a submission's screen (forms module): the approval it started, its state and a way to it. */
import type { InstanceSummary } from '@campus/api';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { workflowApi } from './endpoints';
import { workflowPath } from './paths';
import { StateTag } from './StateTag';
import './workflow.css';

export function SubmissionLink(p: { submissionId: string }) {
  const tr = useT();
  const [item, setItem] = useState<InstanceSummary | null>(null);
  useEffect(() => {
    let live = true;
    api(workflowApi.bySubmission, { submissionId: p.submissionId }, { silent: true })
      .then((r) => (r.id ? api(workflowApi.instance, { id: r.id }, { silent: true }) : null))
      .then((d) => live && d && setItem(d.instance))
      .catch(() => undefined); // No approval to show: the submission screen stands alone.
    return () => {
      live = false;
    };
  }, [p.submissionId]);
  if (!item) return null;
  return (
    <div className="wf-sublink ff-noprint" data-testid="wf-submission-link">
      <span>{tr('h5Workflow.item.workflowState')}</span>
      <StateTag state={item.state} />
      <span className="wf-grow" />
      <Link className="wf-link" to={workflowPath('flowpage', item.id)}>{tr('h5Workflow.item.openItem')} ›</Link>
    </div>
  );
}
