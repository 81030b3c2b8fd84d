/** Create or edit a POI; opened by a click on the plan (position filled in) or from the table. */
import { schoolMap, type MapCategory, type MapPoi } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProForm, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { call } from '@/services/api';
import { PhotosField } from './ImageFields';

export interface PoiDraft {
  poi?: MapPoi;
  x: number;
  y: number;
}

type Values = { name: string; categoryId: string; x: number; y: number; description?: string; phone?: string; hours?: string; photos?: string[]; sort?: number };

export function PoiForm(props: { mapId: string; draft: PoiDraft | null; categories: MapCategory[]; onClose: () => void; onSaved: () => void }) {
  const d = props.draft;
  const p = d?.poi;
  return (
    <ModalForm<Values>
      title={t(p ? 'adminSchoolMap.editPoi' : 'adminSchoolMap.newPoi')}
      open={d !== null}
      onOpenChange={(open) => !open && props.onClose()}
      width={640}
      modalProps={{ destroyOnClose: true }}
      initialValues={
        p
          ? { name: p.name, categoryId: p.categoryId, x: d.x, y: d.y, description: p.description, phone: p.phone, hours: p.hours, photos: p.photos, sort: p.sort }
          : { x: d?.x, y: d?.y, categoryId: props.categories[0]?.id, photos: [], sort: 0 }
      }
      onFinish={async (v) => {
        await call(
          schoolMap.savePoi,
          { id: p?.id, mapId: p?.mapId ?? props.mapId, categoryId: v.categoryId, name: v.name, x: v.x, y: v.y, description: v.description ?? '', phone: v.phone ?? '', hours: v.hours ?? '', photos: v.photos ?? [], sort: v.sort ?? 0 },
          { json: true },
        );
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="name" label={t('adminSchoolMap.col.name')} rules={[{ required: true, max: 60 }]} />
      <ProFormSelect name="categoryId" label={t('adminSchoolMap.col.category')} options={props.categories.map((c) => ({ value: c.id, label: `${c.icon} ${c.name}` }))} rules={[{ required: true }]} />
      <ProForm.Group>
        <ProFormDigit name="x" label={t('adminSchoolMap.col.x')} min={0} width="xs" rules={[{ required: true }]} />
        <ProFormDigit name="y" label={t('adminSchoolMap.col.y')} min={0} width="xs" rules={[{ required: true }]} />
        <ProFormDigit name="sort" label={t('adminSchoolMap.col.sort')} min={0} width="xs" fieldProps={{ precision: 0 }} />
      </ProForm.Group>
      <ProFormTextArea name="description" label={t('adminSchoolMap.col.description')} fieldProps={{ rows: 3, maxLength: 2000 }} />
      <ProForm.Group>
        <ProFormText name="phone" label={t('adminSchoolMap.col.phone')} rules={[{ max: 40 }]} width="sm" />
        <ProFormText name="hours" label={t('adminSchoolMap.col.hours')} rules={[{ max: 100 }]} width="md" />
      </ProForm.Group>
      <ProForm.Item name="photos" label={t('adminSchoolMap.col.photos')}>
        <PhotosField />
      </ProForm.Item>
    </ModalForm>
  );
}
