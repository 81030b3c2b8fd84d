/** officeTel/elsetem: the other and emergency numbers (units flagged emergency), large and one tap to call. */
import type { TelEntry } from '@campus/api';
import { Empty } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { EntryCard } from './EntryCard';
import { officeTelApi } from './endpoints';
import { groupByOffice } from './format';

export default function Emergency() {
  const tr = useT();
  const [list, setList] = useState<TelEntry[] | null>(null);
  useEffect(() => {
    api(officeTelApi.entries, { emergency: true })
      .then((d) => setList(d.list))
      .catch(toastError);
  }, []);
  return (
    <Page page="officeTel-elsetem">
      {groupByOffice(list ?? []).map((g) => (
        <div key={g.office ?? ''} style={{ marginBottom: 8 }}>
          {g.office ? <div style={{ padding: '8px 12px', color: '#888' }}>{g.office}</div> : null}
          {g.items.map((e) => (
            <EntryCard key={e.id} entry={e} big showUnit={!g.office} />
          ))}
        </div>
      ))}
      {list && list.length === 0 ? <Empty description={tr('officeTel.empty')} /> : null}
    </Page>
  );
}
