/** schoolMap/map?id=: the plan centred on one POI with its sheet open (what links and QR codes open). */
import type { MapPoi } from '@campus/api';
import { Button, Empty } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { useOverview, usePois } from './data';
import { schoolMapApi } from './endpoints';
import { MapView } from './MapView';
import { PoiSheet } from './PoiSheet';
import './schoolMap.css';

export default function FocusScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const overview = useOverview();
  const [poi, setPoi] = useState<MapPoi | null | 'missing'>(null);
  const [open, setOpen] = useState<MapPoi | null>(null);
  useEffect(() => {
    if (!id) return setPoi('missing');
    let live = true;
    api(schoolMapApi.poi, { id }, { silent: true })
      .then((p) => {
        if (!live) return;
        setPoi(p);
        setOpen(p);
      })
      .catch(() => live && setPoi('missing'));
    return () => {
      live = false;
    };
  }, [id]);
  const target = poi && poi !== 'missing' ? poi : null;
  const map = overview?.maps.find((m) => m.id === target?.mapId);
  const pois = usePois(map?.id);
  const focus = useMemo(() => (target ? { x: target.x, y: target.y } : null), [target]);
  const onSelect = useCallback((p: MapPoi) => setOpen(p), []);
  const categories = overview?.categories ?? [];
  if (poi === 'missing') return <Empty style={{ paddingTop: 80 }} description={tr('schoolMap.notFound')} />;
  return (
    <div className="smap-screen" data-page="schoolMap-map">
      <div className="smap-body">{map ? <MapView map={map} pois={pois} categories={categories} selectedId={open?.id ?? target?.id ?? null} onSelect={onSelect} focus={focus} /> : null}</div>
      <PoiSheet
        poi={open}
        category={categories.find((c) => c.id === open?.categoryId)}
        provider={overview?.provider ?? null}
        onClose={() => setOpen(null)}
        actions={
          <Button size="small" fill="outline" onClick={() => navigate('/schoolMap/index')}>
            {tr('schoolMap.title.index')}
          </Button>
        }
      />
    </div>
  );
}
