/** guide/index: the site's guides (freshman guide, library guide, ...), each opening its steps. */
import type { MapGuide } from '@campus/api';
import { Empty, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { schoolMapApi } from './endpoints';
import './schoolMap.css';

export default function GuideList() {
  const tr = useT();
  const navigate = useNavigate();
  const [list, setList] = useState<MapGuide[] | null>(null);
  useEffect(() => {
    api(schoolMapApi.guides, {})
      .then((d) => setList(d.list))
      .catch(toastError);
  }, []);
  return (
    <Page page="guide">
      <List>
        {(list ?? []).map((g) => (
          <List.Item
            key={g.id}
            clickable
            data-testid="guide-item"
            onClick={() => navigate(`/guide/detail?id=${encodeURIComponent(g.id)}`)}
            prefix={g.cover ? <img src={g.cover} alt="" style={{ width: 64, height: 44, objectFit: 'cover', borderRadius: 4 }} /> : null}
            description={`${g.summary} · ${tr('schoolMap.stops', { n: g.steps.length })}`}
          >
            {g.title}
          </List.Item>
        ))}
      </List>
      {list && list.length === 0 ? <Empty description={tr('schoolMap.noGuides')} /> : null}
    </Page>
  );
}
