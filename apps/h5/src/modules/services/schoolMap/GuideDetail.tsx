/** guide/detail?id=: one guide, its steps in order; a step tied to a place opens it on the map. */
import type { MapGuide } from '@campus/api';
import { Button, Empty, Steps } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { Page } from '../../../shared/Page';
import { schoolMapApi } from './endpoints';
import './schoolMap.css';

export default function GuideDetail() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [guide, setGuide] = useState<MapGuide | null | 'missing'>(null);
  useEffect(() => {
    if (!id) return setGuide('missing');
    api(schoolMapApi.guide, { id }, { silent: true })
      .then(setGuide)
      .catch(() => setGuide('missing'));
  }, [id]);
  if (guide === 'missing') return <Empty style={{ paddingTop: 80 }} description={tr('schoolMap.noGuides')} />;
  if (!guide) return null;
  return (
    <Page page="guide-detail" title={guide.title}>
      {guide.cover ? <img src={guide.cover} alt="" style={{ width: '100%', maxHeight: 200, objectFit: 'cover' }} /> : null}
      {guide.summary ? <p style={{ padding: '0 16px', color: '#666' }}>{guide.summary}</p> : null}
      <Steps direction="vertical" current={guide.steps.length}>
        {guide.steps.map((s, i) => (
          <Steps.Step
            key={i}
            status="process"
            title={`${tr('schoolMap.step', { n: i + 1 })} · ${s.title}`}
            description={
              <div data-testid="guide-step">
                {s.body ? <div style={{ whiteSpace: 'pre-wrap', lineHeight: 1.6 }}>{s.body}</div> : null}
                {s.poiId ? (
                  <Button size="mini" color="primary" fill="outline" style={{ marginTop: 4 }} onClick={() => navigate(`/schoolMap/map?id=${encodeURIComponent(s.poiId!)}`)}>
                    📍 {s.poiName} · {tr('schoolMap.viewOnMap')}
                  </Button>
                ) : null}
              </div>
            }
          />
        ))}
      </Steps>
    </Page>
  );
}
