/**
 * repair/index: report a fault — category, area and building, room, what is wrong, photos from
 * the camera, a preferred time and a contact — and the entries to one's orders (and, for workers
 * and dispatchers, to their screens). `?asset=` comes from an asset's card.
 */
import type { RepairArea, RepairCategory } from '@campus/api';
import { Button, Form, Input, Selector, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import type { ScreenProps } from '../../../route-types';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { repairApi } from './endpoints';
import { Entries } from './Entries';
import { repairPath } from './format';
import { PhotoPicker } from './Photos';
import './repair.css';

interface Values {
  categoryId: string[];
  areaId: string[];
  building: string[];
  buildingText: string;
  room: string;
  description: string;
  preferredTime: string;
  contactName: string;
  contactPhone: string;
}

export default function Report(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const assetCode = params.get('asset') ?? '';
  const session = useSession();
  const [form] = Form.useForm<Values>();
  const [options, setOptions] = useState<{ categories: RepairCategory[]; areas: RepairArea[] } | null>(null);
  const [photos, setPhotos] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const areaId = Form.useWatch('areaId', form)?.[0];
  const area = options?.areas.find((a) => a.id === areaId);

  useEffect(() => {
    api(repairApi.options, {}).then(setOptions).catch(toastError);
  }, []);
  useEffect(() => {
    if (session.user && !form.getFieldValue('contactName')) form.setFieldsValue({ contactName: session.user.name });
  }, [session.user, form]);

  async function submit(v: Values) {
    setSaving(true);
    try {
      const o = await api(repairApi.submit, {
        categoryId: v.categoryId[0] ?? '',
        areaId: v.areaId[0] ?? '',
        building: (area?.buildings.length ? v.building?.[0] : v.buildingText) ?? '',
        room: v.room ?? '',
        description: v.description,
        photos,
        preferredTime: v.preferredTime ?? '',
        contactName: v.contactName ?? '',
        contactPhone: v.contactPhone ?? '',
        assetCode,
      });
      Toast.show({ content: tr('repair.msg.submitted'), icon: 'success' });
      navigate(repairPath(props.variant, 'orderdetail', o.id), { replace: true });
    } catch (err) {
      toastError(err);
    } finally {
      setSaving(false);
    }
  }

  const required = (label: string) => [{ required: true, message: tr('repair.form.required', { field: label }) }];
  return (
    <Page page="repair-index">
      <Entries variant={props.variant} />
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        footer={
          <Button block type="submit" color="primary" loading={saving} data-testid="repair-submit">
            {tr('repair.btn.submit')}
          </Button>
        }
      >
        {assetCode ? <Form.Item label={tr('repair.field.assetCode')}>{assetCode}</Form.Item> : null}
        <Form.Item name="categoryId" label={tr('repair.field.category')} rules={required(tr('repair.field.category'))}>
          <Selector columns={3} options={(options?.categories ?? []).map((c) => ({ label: c.name, value: c.id }))} />
        </Form.Item>
        <Form.Item name="areaId" label={tr('repair.field.area')} rules={required(tr('repair.field.area'))}>
          <Selector columns={2} options={(options?.areas ?? []).map((a) => ({ label: a.name, value: a.id }))} onChange={() => form.setFieldsValue({ building: [] })} />
        </Form.Item>
        {area?.buildings.length ? (
          <Form.Item name="building" label={tr('repair.field.building')} rules={required(tr('repair.field.building'))}>
            <Selector columns={3} options={area.buildings.map((b) => ({ label: b, value: b }))} />
          </Form.Item>
        ) : (
          <Form.Item name="buildingText" label={tr('repair.field.building')} rules={required(tr('repair.field.building'))}>
            <Input maxLength={60} placeholder={tr('repair.form.building')} />
          </Form.Item>
        )}
        <Form.Item name="room" label={tr('repair.field.room')}>
          <Input maxLength={30} placeholder={tr('repair.form.room')} />
        </Form.Item>
        <Form.Item name="description" label={tr('repair.field.description')} rules={required(tr('repair.field.description'))}>
          <TextArea maxLength={1000} rows={4} showCount placeholder={tr('repair.form.description')} />
        </Form.Item>
        <Form.Item label={tr('repair.field.photos')}>
          <PhotoPicker value={photos} onChange={setPhotos} testId="repair-photo-picker" />
        </Form.Item>
        <Form.Item name="preferredTime" label={tr('repair.field.preferredTime')}>
          <Input maxLength={60} placeholder={tr('repair.form.preferredTime')} />
        </Form.Item>
        <Form.Item name="contactName" label={tr('repair.field.contactName')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="contactPhone" label={tr('repair.field.contactPhone')} rules={[{ pattern: /^[0-9+\- ]{3,30}$/, message: tr('repair.form.phone') }]}>
          <Input type="tel" maxLength={30} placeholder={tr('repair.form.contactPhone')} />
        </Form.Item>
      </Form>
    </Page>
  );
}
