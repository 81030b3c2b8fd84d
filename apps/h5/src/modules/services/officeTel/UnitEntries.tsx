/** officeTel/index: one unit's numbers (`unitId`), its own first and then each office's; without one, the units to pick. */
import type { TelEntry, TelUnit } from '@campus/api';
import { Empty, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { EntryCard } from './EntryCard';
import { officeTelApi } from './endpoints';
import { groupByOffice } from './format';

export default function UnitEntries() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const unitId = params.get('unitId') ?? '';
  const [units, setUnits] = useState<TelUnit[]>([]);
  const [list, setList] = useState<TelEntry[] | null>(null);
  useEffect(() => {
    api(officeTelApi.units, {})
      .then((d) => setUnits(d.list))
      .catch(toastError);
  }, []);
  useEffect(() => {
    if (!unitId) return setList(null);
    api(officeTelApi.entries, { unitId })
      .then((d) => setList(d.list))
      .catch(toastError);
  }, [unitId]);
  const unit = units.find((u) => u.id === unitId);
  if (!unitId)
    return (
      <Page page="officeTel-index">
        <List header={tr('officeTel.units')}>
          {units
            .filter((u) => u.parentId === null)
            .map((u) => (
              <List.Item key={u.id} clickable onClick={() => navigate(`/officeTel/index?unitId=${encodeURIComponent(u.id)}`)}>
                {u.name}
              </List.Item>
            ))}
        </List>
      </Page>
    );
  return (
    <Page page="officeTel-index" title={unit?.name ?? ''}>
      {groupByOffice(list ?? []).map((g) => (
        <List key={g.office ?? ''} header={g.office ?? tr('officeTel.own')}>
          {g.items.map((e) => (
            <EntryCard key={e.id} entry={e} />
          ))}
        </List>
      ))}
      {list && list.length === 0 ? <Empty description={tr('officeTel.empty')} /> : null}
    </Page>
  );
}
