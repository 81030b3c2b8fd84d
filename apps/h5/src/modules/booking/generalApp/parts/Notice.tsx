/** What a screen shows instead of its content: no right to use it, or nothing to show (no id); and the way back. */
import { Button, Result } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../../lib/i18n';

export function Notice(props: { kind: 'denied' | 'missing' }) {
  const tr = useT();
  const navigate = useNavigate();
  const denied = props.kind === 'denied';
  return (
    <div className="ga" data-testid={`ga-${props.kind}`}>
      <Result
        status={denied ? 'warning' : 'info'}
        title={tr(denied ? 'generalApp.home.denied' : 'generalApp.home.missing')}
        description={denied ? tr('generalApp.home.deniedHint') : undefined}
      />
      <div className="ga-actions">
        <Button block color="primary" fill="outline" onClick={() => navigate('/generalApp/index', { replace: true })}>
          {tr('generalApp.home.back')}
        </Button>
      </div>
    </div>
  );
}
