/** What a generalApp screen shows instead of its content: no right to use it, or nothing to show (no id). */
import { useT } from '../../../../lib/i18n';
import { WayOn } from '../../../../shared/WayOn';

export function Notice(props: { kind: 'denied' | 'missing' }) {
  const tr = useT();
  const denied = props.kind === 'denied';
  return (
    <WayOn
      status={denied ? 'warning' : 'info'}
      title={tr(denied ? 'generalApp.home.denied' : 'generalApp.home.missing')}
      description={denied ? tr('generalApp.home.deniedHint') : undefined}
      action={tr('generalApp.home.back')}
      to="/generalApp/index"
      testId={`ga-${props.kind}`}
    />
  );
}
