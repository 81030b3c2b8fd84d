/**
 * The bottom sheet of one POI: photos (tap to enlarge), category, description, phone, opening
 * hours and, when the site configured an outside map and the map is geo-referenced, "open in".
 */
import type { MapCategory, MapPoi, MapProvider } from '@campus/api';
import type { I18nKey } from '@campus/i18n';
import { Button, Popup, SafeArea, Space, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { ImagePreview } from '../../../shared/ImagePreview';

/** The provider's name as shown to the user. */
export const PROVIDER_NAME: Record<MapProvider, I18nKey> = {
  amap: 'schoolMap.provider.amap',
  baidu: 'schoolMap.provider.baidu',
  tencent: 'schoolMap.provider.tencent',
  google: 'schoolMap.provider.google',
  osm: 'schoolMap.provider.osm',
};

export interface PoiSheetProps {
  poi: MapPoi | null;
  category: MapCategory | undefined;
  provider: MapProvider | null;
  onClose: () => void;
  /** Extra actions (e.g. "view on the map" from a list). */
  actions?: React.ReactNode;
  /** iOS variant: keep clear of the home indicator. */
  safeArea?: boolean;
}

export function PoiSheet(props: PoiSheetProps) {
  const tr = useT();
  const [preview, setPreview] = useState<number | null>(null);
  const p = props.poi;
  return (
    <>
    <Popup visible={p !== null} onMaskClick={props.onClose} onClose={props.onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '70vh', overflow: 'auto' }}>
      {p ? (
        <div style={{ padding: 16 }} data-testid="poi-sheet">
          <Space align="center">
            <h2 style={{ margin: 0, fontSize: 18 }}>{p.name}</h2>
            {props.category ? <Tag style={{ background: props.category.color, borderColor: props.category.color, color: '#fff' }}>{`${props.category.icon} ${props.category.name}`}</Tag> : null}
          </Space>
          {p.photos.length ? (
            <div className="smap-photos">
              {p.photos.map((url, i) => (
                <img key={url} src={url} alt={p.name} loading="lazy" onClick={() => setPreview(i)} />
              ))}
            </div>
          ) : null}
          {p.description ? <p style={{ margin: '8px 0', lineHeight: 1.6, whiteSpace: 'pre-wrap' }}>{p.description}</p> : null}
          {p.phone ? (
            <div style={{ margin: '6px 0' }}>
              {tr('schoolMap.phone')}: <a href={`tel:${p.phone.replace(/[^0-9+#*,]/g, '')}`}>{p.phone}</a>
            </div>
          ) : null}
          {p.hours ? (
            <div style={{ margin: '6px 0' }}>
              {tr('schoolMap.hours')}: {p.hours}
            </div>
          ) : null}
          <Space wrap style={{ marginTop: 8 }}>
            {p.externalUrl && props.provider ? (
              <a href={p.externalUrl} target="_blank" rel="noopener noreferrer" data-testid="poi-external">
                <Button size="small" color="primary" fill="outline">
                  {tr('schoolMap.openIn', { provider: tr(PROVIDER_NAME[props.provider]) })}
                </Button>
              </a>
            ) : null}
            {props.actions}
          </Space>
          {props.safeArea ? <SafeArea position="bottom" /> : null}
        </div>
      ) : null}
    </Popup>
    {p && preview !== null ? <ImagePreview images={p.photos.map((src) => ({ src, title: p.name }))} start={preview} onClose={() => setPreview(null)} /> : null}
    </>
  );
}
