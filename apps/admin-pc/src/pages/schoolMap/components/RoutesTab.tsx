/** Guided routes: a name, a map and its POIs in the order picked (the select keeps the picking order). */
import { schoolMap, type CampusMap, type MapPoi, type MapRoute } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDependency, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space } from 'antd';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { call } from '@/services/api';

function RouteForm(props: { route?: MapRoute; maps: CampusMap[]; pois: MapPoi[]; trigger: ReactElement; onSaved: () => void }) {
  const r = props.route;
  return (
    <ModalForm<{ mapId: string; name: string; description?: string; poiIds: string[]; sort?: number }>
      title={t(r ? 'adminSchoolMap.editRoute' : 'adminSchoolMap.newRoute')}
      trigger={props.trigger}
      width={600}
      modalProps={{ destroyOnClose: true }}
      initialValues={r ? { mapId: r.mapId, name: r.name, description: r.description, poiIds: r.stops.map((s) => s.id), sort: r.sort } : { mapId: props.maps[0]?.id, poiIds: [], sort: 0 }}
      onFinish={async (v) => {
        await call(schoolMap.saveRoute, { id: r?.id, mapId: v.mapId, name: v.name, description: v.description ?? '', poiIds: v.poiIds, sort: v.sort ?? 0 }, { json: true });
        props.onSaved();
        return true;
      }}
    >
      <ProFormSelect name="mapId" label={t('adminSchoolMap.map')} options={props.maps.map((m) => ({ value: m.id, label: m.name }))} rules={[{ required: true }]} />
      <ProFormText name="name" label={t('adminSchoolMap.col.name')} rules={[{ required: true, max: 60 }]} />
      <ProFormTextArea name="description" label={t('adminSchoolMap.col.description')} fieldProps={{ rows: 2, maxLength: 500 }} />
      <ProFormDependency name={['mapId']}>
        {({ mapId }: { mapId?: string }) => (
          <ProFormSelect
            name="poiIds"
            label={t('adminSchoolMap.col.stops')}
            mode="multiple"
            showSearch
            options={props.pois.filter((p) => p.mapId === mapId).map((p) => ({ value: p.id, label: p.name }))}
            rules={[{ required: true, type: 'array', min: 2 }]}
          />
        )}
      </ProFormDependency>
      <ProFormDigit name="sort" label={t('adminSchoolMap.col.sort')} min={0} fieldProps={{ precision: 0 }} width="xs" />
    </ModalForm>
  );
}

export function RoutesTab(props: { maps: CampusMap[] }) {
  const ref = useRef<ActionType>();
  const [pois, setPois] = useState<MapPoi[]>([]);
  useEffect(() => {
    call(schoolMap.pois, {}).then((d) => setPois(d.list), () => undefined);
  }, [props.maps]);
  const reload = () => ref.current?.reload();
  const columns: ProColumns<MapRoute>[] = [
    { title: t('adminSchoolMap.col.name'), dataIndex: 'name' },
    { title: t('adminSchoolMap.map'), dataIndex: 'mapId', render: (_, r) => props.maps.find((m) => m.id === r.mapId)?.name },
    { title: t('adminSchoolMap.col.stops'), dataIndex: 'stops', render: (_, r) => r.stops.map((s) => s.name).join(' → ') },
    {
      title: '',
      valueType: 'option',
      render: (_, r) => (
        <Space size={4}>
          <RouteForm route={r} maps={props.maps} pois={pois} trigger={<a>{t('adminSchoolMap.edit')}</a>} onSaved={reload} />
          <Popconfirm title={t('adminSchoolMap.deleteConfirm')} onConfirm={() => call(schoolMap.deleteRoute, { id: r.id }).then(reload, () => undefined)}>
            <a>{t('adminSchoolMap.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ProTable<MapRoute>
      rowKey="id"
      actionRef={ref}
      columns={columns}
      search={false}
      pagination={false}
      request={() => call(schoolMap.routes, {}).then((d) => ({ data: d.list, success: true }), () => ({ data: [], success: false }))}
      toolBarRender={() => [<RouteForm key="new" maps={props.maps} pois={pois} trigger={<Button type="primary">{t('adminSchoolMap.newRoute')}</Button>} onSaved={reload} />]}
    />
  );
}
