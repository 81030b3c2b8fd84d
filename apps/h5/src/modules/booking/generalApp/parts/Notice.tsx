/** What a screen shows instead of its content: no right to use it, or nothing to show (no id). */
import { useT } from '../../../../lib/i18n';

export function Notice(props: { kind: 'denied' | 'missing' }) {
  const tr = useT();
  return (
    <p className="ga-muted" data-testid={`ga-${props.kind}`} style={{ textAlign: 'center', padding: 24 }}>
      {tr(props.kind === 'denied' ? 'generalApp.home.denied' : 'generalApp.home.missing')}
    </p>
  );
}
