import { useSyncExternalStore } from 'react';
import { progress } from './progress';

export function ProgressBar() {
  const s = useSyncExternalStore(progress.subscribe, progress.get);
  if (!s.visible) return null;
  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-valuenow={s.percent}
      style={{ width: `${s.percent}%`, transition: `width ${s.duration}ms linear` }}
    />
  );
}
