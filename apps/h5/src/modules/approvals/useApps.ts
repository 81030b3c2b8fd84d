/** The forms the given ready-made approvals are installed as on this site (workflow.app), in the order asked. */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { workflowApi } from './endpoints';

export interface InstalledApp {
  key: string;
  formId: string;
  name: string;
  open: boolean;
}

/** null while loading; then the installed ones (possibly none), or the error. */
export function useApps(keys: readonly string[]): { apps: InstalledApp[] | null; failed: unknown } {
  const [apps, setApps] = useState<InstalledApp[] | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const joined = keys.join(',');
  useEffect(() => {
    let live = true;
    setApps(null);
    Promise.all(joined.split(',').map(async (key) => ({ key, ...(await api(workflowApi.app, { key }, { silent: true })) })))
      .then((list) => live && setApps(list.flatMap((a) => (a.formId ? [{ key: a.key, formId: a.formId, name: a.name, open: a.open }] : []))))
      .catch((err: unknown) => live && setFailed(err));
    return () => {
      live = false;
    };
  }, [joined]);
  return { apps, failed };
}
