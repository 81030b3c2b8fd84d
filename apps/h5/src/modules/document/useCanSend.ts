/** Whether the caller may send documents (document.send), from the session: null until it is known. Screens ask before calling, so a refused call never happens. */
import { hasModuleAuth } from '@campus/api/rules';
import { useSession } from '../../lib/session';

export function useCanSend(): boolean | null {
  const s = useSession();
  if (!s.loaded) return null;
  return s.user?.isSuper === true || hasModuleAuth(s.auth, 'document', 'send');
}
