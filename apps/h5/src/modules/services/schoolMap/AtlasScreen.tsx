/** schoolAtlas/index: the campus photo atlas — every POI photo, by category; tap to enlarge. */
import { CapsuleTabs, Empty } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { ImagePreview } from '../../../shared/ImagePreview';
import { Page } from '../../../shared/Page';
import { useOverview, usePois } from './data';
import { photoAtlas } from './geo';
import './schoolMap.css';

const ALL = '__all';

export default function AtlasScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const overview = useOverview();
  const pois = usePois(undefined, true);
  const [tab, setTab] = useState(ALL);
  const [preview, setPreview] = useState<number | null>(null);
  const groups = useMemo(() => photoAtlas(pois, overview?.categories ?? []), [pois, overview]);
  const photos = useMemo(() => groups.filter((g) => tab === ALL || g.category.id === tab).flatMap((g) => g.photos), [groups, tab]);
  return (
    <Page page="schoolAtlas">
      <CapsuleTabs activeKey={tab} onChange={setTab}>
        {[<CapsuleTabs.Tab key={ALL} title={tr('schoolMap.all')} />, ...groups.map((g) => <CapsuleTabs.Tab key={g.category.id} title={`${g.category.icon} ${g.category.name}`} />)]}
      </CapsuleTabs>
      <div className="smap-grid" data-testid="atlas-grid">
        {photos.map((ph, i) => (
          <figure key={`${ph.poiId}-${ph.url}`}>
            <img src={ph.url} alt={ph.poiName} loading="lazy" onClick={() => setPreview(i)} />
            <figcaption role="link" onClick={() => navigate(`/schoolMap/map?id=${encodeURIComponent(ph.poiId)}`)}>
              {ph.poiName}
            </figcaption>
          </figure>
        ))}
      </div>
      {overview && photos.length === 0 ? <Empty description={tr('schoolMap.noPhotos')} /> : null}
      {preview !== null ? <ImagePreview images={photos.map((p) => ({ src: p.url, title: p.poiName }))} start={preview} onClose={() => setPreview(null)} /> : null}
    </Page>
  );
}
