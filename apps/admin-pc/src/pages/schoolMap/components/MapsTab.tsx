/** Maps and their POIs: pick a map, edit it, place and move POIs on its plan, list its POIs. */
import { schoolMap, type CampusMap, type MapCategory, type MapPoi } from '@campus/api';
import { t } from '@campus/i18n';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Alert, Button, Empty, Popconfirm, Select, Space, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { call } from '@/services/api';
import { MapForm } from './MapForm';
import { PlanEditor } from './PlanEditor';
import { PoiForm, type PoiDraft } from './PoiForm';

export function MapsTab(props: { maps: CampusMap[]; categories: MapCategory[]; onChanged: () => void }) {
  const [mapId, setMapId] = useState<string | undefined>();
  const map = props.maps.find((m) => m.id === mapId) ?? props.maps[0];
  const [pois, setPois] = useState<MapPoi[]>([]);
  const [draft, setDraft] = useState<PoiDraft | null>(null);
  const load = useCallback(() => {
    if (!map) return setPois([]);
    call(schoolMap.pois, { mapId: map.id }).then((d) => setPois(d.list), () => undefined);
  }, [map]);
  useEffect(load, [load]);
  const changed = () => {
    load();
    props.onChanged();
  };
  const move = (p: MapPoi, at: { x: number; y: number }) => {
    setPois((list) => list.map((x) => (x.id === p.id ? { ...x, ...at } : x)));
    call(schoolMap.movePoi, { id: p.id, ...at }).then(() => void message.success(t('adminSchoolMap.moved')), load);
  };
  const columns: ProColumns<MapPoi>[] = [
    { title: t('adminSchoolMap.col.name'), dataIndex: 'name' },
    { title: t('adminSchoolMap.col.category'), dataIndex: 'categoryId', render: (_, p) => props.categories.find((c) => c.id === p.categoryId)?.name },
    { title: t('adminSchoolMap.col.x'), dataIndex: 'x', width: 90 },
    { title: t('adminSchoolMap.col.y'), dataIndex: 'y', width: 90 },
    { title: t('adminSchoolMap.col.phone'), dataIndex: 'phone' },
    { title: t('adminSchoolMap.col.hours'), dataIndex: 'hours', ellipsis: true },
    {
      title: '',
      valueType: 'option',
      render: (_, p) => (
        <Space size={4}>
          <a onClick={() => setDraft({ poi: p, x: p.x, y: p.y })}>{t('adminSchoolMap.edit')}</a>
          <Popconfirm title={t('adminSchoolMap.deleteConfirm')} onConfirm={() => call(schoolMap.deletePoi, { id: p.id }).then(changed, () => undefined)}>
            <a>{t('adminSchoolMap.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        {props.maps.length ? <Select style={{ minWidth: 200 }} value={map?.id} onChange={setMapId} options={props.maps.map((m) => ({ value: m.id, label: m.name }))} data-testid="map-select" /> : null}
        {map ? <MapForm map={map} trigger={<Button>{t('adminSchoolMap.editMap')}</Button>} onSaved={props.onChanged} /> : null}
        {map ? (
          <Popconfirm title={t('adminSchoolMap.deleteConfirm')} onConfirm={() => call(schoolMap.deleteMap, { id: map.id }).then(props.onChanged, () => undefined)}>
            <Button danger>{t('adminSchoolMap.delete')}</Button>
          </Popconfirm>
        ) : null}
        <MapForm
          trigger={<Button type="primary">{t('adminSchoolMap.newMap')}</Button>}
          onSaved={(id) => {
            setMapId(id);
            props.onChanged();
          }}
        />
      </Space>
      {map ? (
        <>
          <Alert type="info" showIcon message={t('adminSchoolMap.placeHint')} style={{ marginBottom: 8 }} />
          <PlanEditor map={map} pois={pois} categories={props.categories} onPlace={(at) => setDraft({ ...at })} onMove={move} onOpen={(p) => setDraft({ poi: p, x: p.x, y: p.y })} />
          <ProTable<MapPoi> rowKey="id" style={{ marginTop: 16 }} columns={columns} dataSource={pois} search={false} pagination={{ pageSize: 20 }} toolBarRender={false} />
          <PoiForm mapId={map.id} draft={draft} categories={props.categories} onClose={() => setDraft(null)} onSaved={changed} />
        </>
      ) : (
        <Empty description={t('adminSchoolMap.noMap')} />
      )}
    </>
  );
}
