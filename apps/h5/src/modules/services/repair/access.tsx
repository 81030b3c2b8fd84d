/**
 * Who may use the worker's, dispatcher's and statistics screens. The server refuses the calls
 * anyway; the screens ask first so that others see a clear "not for you" instead of an error.
 */
import { hasModuleAuth } from '@campus/api/rules';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { StatusView, staticImage } from '../../../shared/StatusView';

export type RepairSub = 'work' | 'dispatch' | 'statistics';

/** null while the session loads. */
export function useRepairAccess(sub: RepairSub): boolean | null {
  const s = useSession();
  if (!s.loaded) return null;
  return !!s.user && (s.user.isSuper || hasModuleAuth(s.auth, 'repair', sub));
}

export function NoPermission(props: { sub: RepairSub; home: string }) {
  const tr = useT();
  const navigate = useNavigate();
  return (
    <StatusView page="repair-forbidden" image={staticImage('empty.svg')} title={tr(`repair.forbidden.${props.sub}`)}>
      <Button color="primary" fill="outline" data-testid="repair-forbidden" onClick={() => navigate(props.home)}>
        {tr('repair.btn.toReport')}
      </Button>
    </StatusView>
  );
}
