/** The caller's generalApp rights in the console (the server checks them again on every call). */
import { useAccess, useModel } from '@umijs/max';
import type { ConsoleAccess, ConsoleState } from '@/access';
import { hasModuleAuth } from '@/access';

export function useGaRights() {
  const access = useAccess() as ConsoleAccess;
  const { initialState } = useModel('@@initialState') as { initialState?: ConsoleState };
  const manage = access.isSuper || hasModuleAuth(initialState?.auth ?? {}, 'generalApp', 'manage');
  return { ...access, manage };
}
