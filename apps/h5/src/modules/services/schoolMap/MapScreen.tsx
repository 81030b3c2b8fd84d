/**
 * schoolMap/index (and schoolMap/iphone, the same screen with iOS safe areas): the campus plan
 * with every POI, a search over all campuses, category chips, a campus switch when the site has
 * several, "locate me" on geo-referenced maps, and the POI's bottom sheet.
 */
import type { MapPoi } from '@campus/api';
import { Button, CapsuleTabs, Empty, List, SearchBar } from 'antd-mobile';
import { useCallback, useMemo, useState } from 'react';
import type { ScreenProps } from '../../../route-types';
import { useT } from '../../../lib/i18n';
import { useOverview, usePois, useSearch } from './data';
import { MapView } from './MapView';
import { PoiSheet } from './PoiSheet';
import { useLocate } from './useLocate';
import './schoolMap.css';

const ALL = '__all';

export default function MapScreen(props: ScreenProps) {
  const tr = useT();
  const overview = useOverview();
  const [mapId, setMapId] = useState<string | undefined>();
  const map = overview?.maps.find((m) => m.id === mapId) ?? overview?.maps[0];
  const pois = usePois(map?.id);
  const [categoryId, setCategoryId] = useState(ALL);
  const [keyword, setKeyword] = useState('');
  const found = useSearch(keyword);
  const [selected, setSelected] = useState<MapPoi | null>(null);
  const [focus, setFocus] = useState<{ x: number; y: number } | null>(null);
  const { available, me, locate } = useLocate(map);
  const categories = useMemo(() => overview?.categories ?? [], [overview]);
  const shown = useMemo(() => (categoryId === ALL ? pois : pois.filter((p) => p.categoryId === categoryId)), [pois, categoryId]);
  const onSelect = useCallback((p: MapPoi) => setSelected(p), []);
  const open = (p: MapPoi) => {
    setKeyword('');
    setCategoryId(ALL);
    setMapId(p.mapId);
    setSelected(p);
    setFocus({ x: p.x, y: p.y });
  };
  const catOf = (id: string) => categories.find((c) => c.id === id);
  const iphone = props.variant === 'iphone';

  return (
    <div className={`smap-screen${iphone ? ' smap-iphone' : ''}`} data-page="schoolMap">
      <div className="smap-top">
        <SearchBar placeholder={tr('schoolMap.search')} value={keyword} onChange={setKeyword} data-testid="map-search" />
        {overview && overview.maps.length > 1 ? (
          <CapsuleTabs activeKey={map?.id ?? ''} onChange={(k) => setMapId(k)}>
            {overview.maps.map((m) => (
              <CapsuleTabs.Tab key={m.id} title={m.name} />
            ))}
          </CapsuleTabs>
        ) : null}
        <CapsuleTabs activeKey={categoryId} onChange={setCategoryId} data-testid="map-categories">
          {[<CapsuleTabs.Tab key={ALL} title={tr('schoolMap.all')} />, ...categories.map((c) => <CapsuleTabs.Tab key={c.id} title={`${c.icon} ${c.name}`} />)]}
        </CapsuleTabs>
      </div>
      <div className="smap-body">
        {map ? <MapView map={map} pois={shown} categories={categories} selectedId={selected?.id ?? null} onSelect={onSelect} me={me} focus={focus} /> : null}
        {overview && !map ? <Empty description={tr('schoolMap.empty')} /> : null}
        {found ? (
          <div className="smap-results" data-testid="map-results">
            <List>
              {found.map((p) => (
                <List.Item key={p.id} clickable onClick={() => open(p)} prefix={catOf(p.categoryId)?.icon} description={p.description.slice(0, 40)}>
                  {p.name}
                </List.Item>
              ))}
            </List>
            {found.length === 0 ? <Empty description={tr('schoolMap.noMatch')} /> : null}
          </div>
        ) : null}
        {available ? (
          <Button className="smap-locate" shape="rounded" color="primary" onClick={locate}>
            ◎ {tr('schoolMap.locate')}
          </Button>
        ) : null}
      </div>
      <PoiSheet poi={selected} category={selected ? catOf(selected.categoryId) : undefined} provider={overview?.provider ?? null} onClose={() => setSelected(null)} safeArea={iphone} />
    </div>
  );
}
