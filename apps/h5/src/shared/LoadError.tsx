import { useT } from '../lib/i18n';
import { StatusView, staticImage } from './StatusView';

/** Spec section 8: a page script that failed to load goes here; retry loads it again. */
export default function LoadError(props: { onRetry: () => void }) {
  const tr = useT();
  return (
    <StatusView page="load-error" image={staticImage('error.svg')} title={tr('h5.status.loadError')}>
      <button type="button" className="btn" onClick={props.onRetry}>
        {tr('common.retry')}
      </button>
    </StatusView>
  );
}
