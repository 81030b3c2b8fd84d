import { useT } from '../lib/i18n';
import { StatusView, staticImage } from './StatusView';

/** Spec section 8: 系统异常 as a full page (mode 1). */
export default function SystemError(props: { message?: string | undefined; onRetry?: () => void }) {
  const tr = useT();
  return (
    <StatusView page="system-error" image={staticImage('error.svg')} title={props.message || tr('common.systemError')}>
      <button type="button" className="btn btn-outline" onClick={props.onRetry ?? (() => location.reload())}>
        {tr('common.retry')}
      </button>
    </StatusView>
  );
}
