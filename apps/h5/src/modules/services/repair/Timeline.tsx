/** Every step of an order, newest first: what was done, by whom, when, with its note and photos. */
import type { RepairEvent } from '@campus/api';
import { Steps } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { timeText } from '../../../lib/time';
import { PhotoStrip } from './Photos';

const photosOf = (d: Record<string, unknown>): string[] =>
  ['photos', 'beforePhotos', 'afterPhotos'].flatMap((k) => (Array.isArray(d[k]) ? (d[k] as unknown[]).filter((u): u is string => typeof u === 'string') : []));

export function Timeline(props: { events: readonly RepairEvent[] }) {
  const tr = useT();
  const events = [...props.events].sort((a, b) => b.at - a.at);
  return (
    <div className="repair-section" data-testid="repair-timeline">
      <div className="repair-section-title">{tr('repair.field.timeline')}</div>
      <Steps direction="vertical" current={0}>
        {events.map((e) => {
          const stars = typeof e.detail.stars === 'number' ? e.detail.stars : null;
          return (
            <Steps.Step
              key={e.id}
              status="finish"
              title={`${tr(`repair.action.${e.action}`)}${stars ? ` · ${'★'.repeat(stars)}` : ''}`}
              description={
                <div data-testid="repair-event" data-action={e.action}>
                  <div>
                    {timeText(e.at)} · {e.actorName || tr('repair.system')}
                    {e.fromState !== e.toState ? ` · ${tr(`repair.state.${e.toState}`)}` : ''}
                  </div>
                  {e.note ? <div className="repair-note">{e.note}</div> : null}
                  <PhotoStrip photos={photosOf(e.detail)} />
                </div>
              }
            />
          );
        })}
      </Steps>
    </div>
  );
}
