/** One rule's windows today: each with its time, state and either the record or the clock-in button. */
import type { ClockToday } from '@campus/api';
import { Button, Tag, Toast } from 'antd-mobile';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { clockText } from '../../../lib/time';
import { toastError } from '../../../shared/errors';
import { clockApi } from './endpoints';
import { locate } from './locate';

type Rule = ClockToday['rules'][number];

export function TodayRule(props: { rule: Rule; onDone: () => void }) {
  const tr = useT();
  const r = props.rule;
  const [busy, setBusy] = useState<number | null>(null);

  const punch = async (window: number) => {
    setBusy(window);
    try {
      let at: { lat: number; lng: number } | undefined;
      if (r.places.length) {
        Toast.show({ content: tr('clock.locating'), icon: 'loading', duration: 0 });
        at = await locate().catch(() => undefined);
        Toast.clear();
        if (!at) {
          Toast.show({ content: tr('clock.locationFailed'), icon: 'fail' });
          return;
        }
      }
      await api(clockApi.punch, { ruleId: r.id, window, ...at });
      Toast.show({ content: tr('clock.done'), icon: 'success' });
      props.onDone();
    } catch (err) {
      toastError(err);
      props.onDone();
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="clock-rule" data-testid="clock-rule" style={{ background: '#fff', margin: '8px 0', padding: '10px 12px' }}>
      <div style={{ fontSize: 16, fontWeight: 600 }}>{r.name}</div>
      {r.places.length ? <div style={{ color: '#888', fontSize: 12 }}>{tr('clock.places', { names: r.places.map((p) => p.name).join('、') })}</div> : null}
      {r.windows.map((w) => (
        <div key={w.index} data-testid="clock-window" style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 0', borderTop: '1px solid #f3f3f3' }}>
          <div style={{ flex: 1 }}>
            <div>
              {w.name} <span style={{ color: '#888', fontSize: 13 }}>{tr('clock.range', { start: w.start, end: w.end })}</span>
            </div>
            {w.late ? <div style={{ color: '#aaa', fontSize: 12 }}>{tr('clock.lateAfter', { time: w.late })}</div> : null}
          </div>
          {w.record ? (
            <span data-testid="clock-record">
              {tr('clock.clocked', { time: clockText(w.record.at) })}
              {w.record.status === 'late' ? <Tag color="warning" style={{ marginLeft: 4 }}>{tr('clock.late')}</Tag> : null}
            </span>
          ) : w.state === 'open' ? (
            <Button color="primary" size="small" loading={busy === w.index} disabled={busy !== null} onClick={() => void punch(w.index)} data-testid="clock-in">
              {tr('clock.clockIn')}
            </Button>
          ) : (
            <Tag color="default">{tr(`clock.window.${w.state}`)}</Tag>
          )}
        </div>
      ))}
    </div>
  );
}
