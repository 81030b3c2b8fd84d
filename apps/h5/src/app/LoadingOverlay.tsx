/** Spec section 4: the loading overlay shows while the loading counter is above 0. */
import { useSyncExternalStore } from 'react';
import { loadingCounter } from '../lib/api';
import { useT } from '../lib/i18n';

export function LoadingOverlay() {
  const tr = useT();
  const count = useSyncExternalStore(loadingCounter.subscribe, loadingCounter.get);
  if (count <= 0) return null;
  return (
    <div className="loading-overlay" data-testid="loading-overlay">
      <span className="spinner" />
      <span>{tr('common.loading')}</span>
    </div>
  );
}
