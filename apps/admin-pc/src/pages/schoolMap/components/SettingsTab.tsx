/** The site's outside map provider ("open in" links on the H5); nothing depends on it. */
import { MAP_PROVIDERS, schoolMap, type MapSettings } from '@campus/api';
import { t, type I18nKey } from '@campus/i18n';
import { ProForm, ProFormSelect, ProFormText } from '@ant-design/pro-components';
import { message } from 'antd';
import { call } from '@/services/api';

const NAMES: Record<(typeof MAP_PROVIDERS)[number], I18nKey> = {
  amap: 'adminSchoolMap.provider.amap',
  baidu: 'adminSchoolMap.provider.baidu',
  tencent: 'adminSchoolMap.provider.tencent',
  google: 'adminSchoolMap.provider.google',
  osm: 'adminSchoolMap.provider.osm',
};

export function SettingsTab() {
  return (
    <ProForm<{ provider?: string | null; key?: string }>
      style={{ maxWidth: 520 }}
      request={() => call(schoolMap.settings, {}).then((s: MapSettings) => ({ provider: s.provider ?? '', key: s.key }))}
      onFinish={async (v) => {
        await call(schoolMap.saveSettings, { provider: (v.provider || null) as MapSettings['provider'], key: v.key ?? '' }, { json: true });
        void message.success(t('adminSchoolMap.saved'));
        return true;
      }}
    >
      <ProFormSelect name="provider" label={t('adminSchoolMap.col.provider')} options={[{ value: '', label: t('adminSchoolMap.none') }, ...MAP_PROVIDERS.map((p) => ({ value: p, label: t(NAMES[p]) }))]} />
      <ProFormText name="key" label={t('adminSchoolMap.col.key')} extra={t('adminSchoolMap.keyHint')} rules={[{ max: 200, pattern: /^[A-Za-z0-9._-]*$/ }]} />
    </ProForm>
  );
}
