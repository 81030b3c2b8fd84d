/**
 * gzQuery/index: the site's query sets (admission results, exam rooms, dormitories …), open ones
 * first. One set opens straight away when it is the only one or named by `?id=`.
 */
import type { QuerySet } from '@campus/api';
import { Empty, List, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { dataQueryApi } from './endpoints';
import { QueryForm } from './QueryForm';

const COLOR = { open: 'success', notOpen: 'default', ended: 'default' } as const;

export default function QueryHome() {
  const tr = useT();
  const [params, setParams] = useSearchParams();
  const [sets, setSets] = useState<QuerySet[] | null>(null);
  useEffect(() => {
    api(dataQueryApi.sets, {})
      .then((d) => setSets(d.list))
      .catch(toastError);
  }, []);
  const wanted = params.get('id');
  const chosen = sets?.find((s) => s.id === wanted) ?? (sets?.length === 1 ? sets[0] : undefined);

  return (
    <Page page="dataQuery">
      {chosen ? (
        <>
          <QueryForm key={chosen.id} set={chosen} />
          {sets && sets.length > 1 ? (
            <List>
              <List.Item clickable onClick={() => setParams({})}>
                {tr('dataQuery.back')}
              </List.Item>
            </List>
          ) : null}
        </>
      ) : (
        <List header={tr('dataQuery.title')} data-testid="query-sets">
          {(sets ?? []).map((s) => (
            <List.Item key={s.id} clickable onClick={() => setParams({ id: s.id })} extra={<Tag color={COLOR[s.state]}>{tr(`dataQuery.state.${s.state}`)}</Tag>} description={s.keyColumns.join(' + ')}>
              {s.title}
            </List.Item>
          ))}
        </List>
      )}
      {sets?.length === 0 ? <Empty description={tr('dataQuery.empty')} /> : null}
    </Page>
  );
}
