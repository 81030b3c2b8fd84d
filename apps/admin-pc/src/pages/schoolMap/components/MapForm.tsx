/** Create or edit a map: name, plan image (its size is read by the server), order and the optional control points. */
import { schoolMap, type CampusMap } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProForm, ProFormDigit, ProFormGroup, ProFormText } from '@ant-design/pro-components';
import { Typography } from 'antd';
import type { ReactElement } from 'react';
import { call } from '@/services/api';
import { ImageField } from './ImageFields';

type Point = { x?: number; y?: number; lat?: number; lng?: number };
interface Values {
  name: string;
  imageUrl: string;
  sort?: number;
  a?: Point;
  b?: Point;
}

const complete = (p?: Point): p is Required<Point> => !!p && [p.x, p.y, p.lat, p.lng].every((v) => typeof v === 'number');

function PointFields(props: { name: 'a' | 'b'; label: string }) {
  return (
    <ProFormGroup title={props.label}>
      <ProFormDigit name={[props.name, 'x']} label={t('adminSchoolMap.col.x')} min={0} width="xs" />
      <ProFormDigit name={[props.name, 'y']} label={t('adminSchoolMap.col.y')} min={0} width="xs" />
      <ProFormDigit name={[props.name, 'lat']} label={t('adminSchoolMap.col.lat')} min={-90} max={90} width="sm" fieldProps={{ precision: 7 }} />
      <ProFormDigit name={[props.name, 'lng']} label={t('adminSchoolMap.col.lng')} min={-180} max={180} width="sm" fieldProps={{ precision: 7 }} />
    </ProFormGroup>
  );
}

export function MapForm(props: { map?: CampusMap; trigger: ReactElement; onSaved: (id: string) => void }) {
  const m = props.map;
  return (
    <ModalForm<Values>
      title={t(m ? 'adminSchoolMap.editMap' : 'adminSchoolMap.newMap')}
      trigger={props.trigger}
      width={720}
      modalProps={{ destroyOnClose: true }}
      initialValues={m ? { name: m.name, imageUrl: m.imageUrl, sort: m.sort, a: m.georef?.a, b: m.georef?.b } : { sort: 0 }}
      onFinish={async (v) => {
        const georef = complete(v.a) && complete(v.b) ? { a: v.a, b: v.b } : null;
        const r = await call(schoolMap.saveMap, { id: m?.id, name: v.name, imageUrl: v.imageUrl, sort: v.sort ?? 0, georef }, { json: true });
        props.onSaved(r.id);
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminSchoolMap.col.name')} rules={[{ required: true, max: 60 }]} />
      <ProForm.Item name="imageUrl" label={t('adminSchoolMap.col.image')} extra={t('adminSchoolMap.imageHint')} rules={[{ required: true }]}>
        <ImageField label={t('adminSchoolMap.uploadImage')} testId="map-image-upload" />
      </ProForm.Item>
      <ProFormDigit name="sort" label={t('adminSchoolMap.col.sort')} min={0} fieldProps={{ precision: 0 }} width="xs" />
      <Typography.Title level={5}>{t('adminSchoolMap.georef')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('adminSchoolMap.georefHint')}</Typography.Paragraph>
      <PointFields name="a" label={t('adminSchoolMap.pointA')} />
      <PointFields name="b" label={t('adminSchoolMap.pointB')} />
    </ModalForm>
  );
}
