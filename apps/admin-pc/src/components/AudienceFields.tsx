/**
 * Who something is for, as form fields: the whole site, or roles, departments and classes of
 * the site (from /api/audience/options). Used by the library's files and clock-in rules; the
 * value is the contract's Audience shape through `toAudience`/`fromAudience` (./audience.ts).
 */
import { audienceOptions } from '@campus/api';
import { t } from '@campus/i18n';
import { ProFormDependency, ProFormRadio, ProFormSelect } from '@ant-design/pro-components';
import { call } from '@/services/api';

export { audienceText, fromAudience, toAudience, type AudienceValues } from './audience';

const options = () => call(audienceOptions.options, {});

export function AudienceFields() {
  return (
    <>
      <ProFormRadio.Group
        name="audienceKind"
        label={t('adminFiles.audience.label')}
        options={[
          { value: 'site', label: t('adminFiles.audience.site') },
          { value: 'some', label: `${t('adminFiles.audience.roles')} / ${t('adminFiles.audience.departments')} / ${t('adminFiles.audience.classes')}` },
        ]}
      />
      <ProFormDependency name={['audienceKind']}>
        {({ audienceKind }) =>
          audienceKind === 'some' ? (
            <>
              <ProFormSelect name="roles" label={t('adminFiles.audience.roles')} mode="multiple" request={async () => (await options()).roles.map((r) => ({ value: r.code, label: r.name }))} />
              <ProFormSelect name="departments" label={t('adminFiles.audience.departments')} mode="multiple" request={async () => (await options()).departments.map((d) => ({ value: d.id, label: d.name }))} />
              <ProFormSelect name="classes" label={t('adminFiles.audience.classes')} mode="multiple" request={async () => (await options()).classes.map((c) => ({ value: c.id, label: c.name }))} />
            </>
          ) : null
        }
      </ProFormDependency>
    </>
  );
}
