import type { ActivitySummary } from '@campus/api';
import { Tag } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { fmtRange, stateColor } from './format';

/** One activity in a list: cover, title, time, place, places taken and its state. */
export function ActivityCard(props: { a: ActivitySummary; onOpen: () => void }) {
  const tr = useT();
  const a = props.a;
  return (
    <div className="act-card" role="link" data-testid="activity-card" onClick={props.onOpen}>
      {a.cover ? (
        <img src={a.cover} alt="" />
      ) : (
        // Without a cover, the category on its own colour: a list of blank boxes looks unfinished.
        <div className="act-noimg" data-category={a.category} aria-hidden="true">
          {tr(`activity.category.${a.category}`)}
        </div>
      )}
      <div className="act-body">
        <h3>{a.title}</h3>
        <div className="act-meta">
          {fmtRange(a.startsAt, a.endsAt)}
          <br />
          {a.place} · {a.organiser}
        </div>
        <div className="row" style={{ gap: 6, marginTop: 4 }}>
          <Tag color={stateColor(a.state)}>{tr(`activity.state.${a.state}`)}</Tag>
          {a.myStatus ? <Tag color="primary" fill="outline">{tr(`activity.signup.${a.myStatus}`)}</Tag> : null}
          <span className="act-meta">
            {tr('activity.field.taken', { n: a.taken })}
            {a.capacity !== null ? ` / ${a.capacity}` : ''}
          </span>
        </div>
      </div>
    </div>
  );
}
