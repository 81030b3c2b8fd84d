/** Guides: title, summary, cover, published or draft, and steps that may point at a POI. */
import { schoolMap, type MapGuide, type MapPoi } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProForm, ProFormDigit, ProFormList, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { call } from '@/services/api';
import { ImageField } from './ImageFields';

type Step = { title: string; body?: string; poiId?: string | null };
type Values = { title: string; summary?: string; cover?: string; published: boolean; steps: Step[]; sort?: number };

function GuideForm(props: { guide?: MapGuide; pois: MapPoi[]; trigger: ReactElement; onSaved: () => void }) {
  const g = props.guide;
  return (
    <ModalForm<Values>
      title={t(g ? 'adminSchoolMap.editGuide' : 'adminSchoolMap.newGuide')}
      trigger={props.trigger}
      width={720}
      modalProps={{ destroyOnClose: true }}
      initialValues={g ? { ...g, steps: g.steps.map((s) => ({ title: s.title, body: s.body, poiId: s.poiId })) } : { published: true, steps: [{ title: '' }], sort: 0 }}
      onFinish={async (v) => {
        const steps = v.steps.map((s) => ({ title: s.title, body: s.body ?? '', ...(s.poiId ? { poiId: s.poiId } : {}) }));
        await call(schoolMap.saveGuide, { id: g?.id, title: v.title, summary: v.summary ?? '', cover: v.cover ?? '', published: v.published, steps, sort: v.sort ?? 0 }, { json: true });
        props.onSaved();
        return true;
      }}
    >
      <ProFormText name="title" label={t('adminSchoolMap.col.title')} rules={[{ required: true, max: 80 }]} />
      <ProFormTextArea name="summary" label={t('adminSchoolMap.col.summary')} fieldProps={{ rows: 2, maxLength: 300 }} />
      <ProForm.Item name="cover" label={t('adminSchoolMap.col.cover')}>
        <ImageField removable />
      </ProForm.Item>
      <ProForm.Group>
        <ProFormSwitch name="published" label={t('adminSchoolMap.published')} />
        <ProFormDigit name="sort" label={t('adminSchoolMap.col.sort')} min={0} fieldProps={{ precision: 0 }} width="xs" />
      </ProForm.Group>
      <ProFormList name="steps" label={t('adminSchoolMap.col.steps')} creatorButtonProps={{ creatorButtonText: t('adminSchoolMap.addStep') }} min={1} max={30}>
        <ProForm.Group>
          <ProFormText name="title" label={t('adminSchoolMap.col.stepTitle')} rules={[{ required: true, max: 80 }]} width="sm" />
          <ProFormSelect name="poiId" label={t('adminSchoolMap.col.stepPoi')} showSearch allowClear options={props.pois.map((p) => ({ value: p.id, label: p.name }))} width="sm" />
          <ProFormTextArea name="body" label={t('adminSchoolMap.col.stepBody')} fieldProps={{ rows: 2, maxLength: 2000 }} width="lg" />
        </ProForm.Group>
      </ProFormList>
    </ModalForm>
  );
}

export function GuidesTab() {
  const ref = useRef<ActionType>();
  const [pois, setPois] = useState<MapPoi[]>([]);
  useEffect(() => {
    call(schoolMap.pois, {}).then((d) => setPois(d.list), () => undefined);
  }, []);
  const reload = () => ref.current?.reload();
  const columns: ProColumns<MapGuide>[] = [
    { title: t('adminSchoolMap.col.title'), dataIndex: 'title' },
    { title: t('adminSchoolMap.col.steps'), dataIndex: 'steps', width: 80, render: (_, g) => g.steps.length },
    { title: t('adminSchoolMap.col.status'), dataIndex: 'published', width: 100, render: (_, g) => (g.published ? <Tag color="green">{t('adminSchoolMap.published')}</Tag> : <Tag>{t('adminSchoolMap.draft')}</Tag>) },
    {
      title: '',
      valueType: 'option',
      render: (_, g) => (
        <Space size={4}>
          <GuideForm guide={g} pois={pois} trigger={<a>{t('adminSchoolMap.edit')}</a>} onSaved={reload} />
          <Popconfirm title={t('adminSchoolMap.deleteConfirm')} onConfirm={() => call(schoolMap.deleteGuide, { id: g.id }).then(reload, () => undefined)}>
            <a>{t('adminSchoolMap.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ProTable<MapGuide>
      rowKey="id"
      actionRef={ref}
      columns={columns}
      search={false}
      pagination={false}
      request={() => call(schoolMap.adminGuides, {}).then((d) => ({ data: d.list, success: true }), () => ({ data: [], success: false }))}
      toolBarRender={() => [<GuideForm key="new" pois={pois} trigger={<Button type="primary">{t('adminSchoolMap.newGuide')}</Button>} onSaved={reload} />]}
    />
  );
}
