/** Shows the register's screens only to those who may read it (asked first, so nobody is refused a call). */
import type { OutputOf } from '@campus/api';
import { ErrorBlock } from 'antd-mobile';
import { useEffect, useState, type ReactNode } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { assetApi } from './endpoints';

export type RegisterAccess = OutputOf<typeof assetApi.me>;

export function useRegisterAccess(): RegisterAccess | null {
  const [me, setMe] = useState<RegisterAccess | null>(null);
  useEffect(() => {
    api(assetApi.me, {}).then(setMe, toastError);
  }, []);
  return me;
}

export function RegisterGate(props: { children: (me: RegisterAccess) => ReactNode }) {
  const tr = useT();
  const me = useRegisterAccess();
  if (!me) return null;
  if (!me.canRead) return <ErrorBlock status="empty" title={tr('asset.msg.noRegister')} description="" data-testid="asset-refused" />;
  return <>{props.children(me)}</>;
}
