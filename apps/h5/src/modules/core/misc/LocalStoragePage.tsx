/**
 * localStoragepage/index: clears what this browser keeps for the portal (login data and the
 * officeDb cache, the language stays), then offers to go on. For a stale or mixed-up local state.
 */
import { CACHE_PREFIX, clearLogin } from '@campus/api/rules';
import { Button, Result } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { Page } from '../../../shared/Page';

export function clearLocalData(storage: Storage): number {
  clearLogin(storage);
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const k = storage.key(i);
    if (k?.startsWith(CACHE_PREFIX)) keys.push(k);
  }
  keys.forEach((k) => storage.removeItem(k));
  return keys.length;
}

export default function LocalStoragePage() {
  const tr = useT();
  const navigate = useNavigate();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    try {
      setCount(clearLocalData(localStorage));
    } catch {
      setCount(0);
    }
  }, []);
  return (
    <Page page="local-storage">
      <Result status="success" title={tr('h5.localStorage.cleared')} description={count === null ? '' : tr('h5.localStorage.count', { n: count })} />
      <Button block onClick={() => navigate('/', { replace: true })}>
        {tr('h5.status.home')}
      </Button>
    </Page>
  );
}
