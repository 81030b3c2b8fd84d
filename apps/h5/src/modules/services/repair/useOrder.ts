/** One order by id for the order screens, reloadable; `failed` holds why it could not be shown. */
import type { RepairOrderDetail } from '@campus/api';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { errorText } from '../../../shared/errors';
import { repairApi } from './endpoints';

export function useOrder(id: string) {
  const [order, setOrder] = useState<RepairOrderDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const reload = useCallback(() => {
    if (!id) return;
    api(repairApi.detail, { id }, { silent: true }).then(setOrder, (err: unknown) => setFailed(errorText(err)));
  }, [id]);
  useEffect(reload, [reload]);
  return { order, setOrder, failed, reload };
}

