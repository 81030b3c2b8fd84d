/** What happened, in order: who did what (for whom, to whom), at which step, with their comment and files. */
import type { TimelineEntry } from '@campus/api';
import { textIn } from '@campus/api/forms';
import { useLang, useT } from '../../lib/i18n';
import { When } from './StateTag';

const TONE: Partial<Record<TimelineEntry['action'], string>> = { approve: 'ok', reject: 'bad', return: 'warn', withdraw: 'mute', terminate: 'bad', urge: 'warn', escalate: 'warn' };

export function Timeline(p: { entries: TimelineEntry[] }) {
  const tr = useT();
  const lang = useLang();
  if (!p.entries.length) return <div className="wf-muted wf-pad">{tr('h5Workflow.item.noTimeline')}</div>;
  const entries = [...p.entries].sort((a, b) => a.at - b.at);
  return (
    <ol className="wf-timeline" data-testid="wf-timeline">
      {entries.map((e) => (
        <li key={e.id} className={`wf-tl wf-tl-${TONE[e.action] ?? 'info'}`} data-testid="wf-timeline-entry" data-action={e.action}>
          <div className="wf-tl-head">
            <span className="wf-tl-who">
              {e.actor?.name ?? ''}
              {e.onBehalfOf ? tr('h5Workflow.item.onBehalf', { name: e.onBehalfOf.name }) : ''}
            </span>
            <span className="wf-tl-action">{tr(`h5Workflow.action.${e.action}`)}</span>
            {e.target.length ? <span className="wf-tl-target">→ {e.target.map((t) => t.name).join('、')}</span> : null}
            <span className="wf-grow" />
            <span className="wf-muted wf-small">
              <When at={e.at} />
            </span>
          </div>
          {e.stepName ? <div className="wf-muted wf-small">{textIn(e.stepName, lang)}</div> : null}
          {e.comment ? <div className="wf-tl-comment">{e.comment}</div> : null}
          {e.attachments.map((a, i) => (
            <a key={a.url + i} className="wf-file" href={a.url} target="_blank" rel="noreferrer">
              📎 {a.name}
            </a>
          ))}
        </li>
      ))}
    </ol>
  );
}
