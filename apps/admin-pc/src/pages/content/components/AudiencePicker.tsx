/**
 * Who an item or a message is for: the whole site, or any union of roles, departments, classes
 * and people (packages/api contract/audience.ts). A form control (value / onChange), shared by
 * the content editor and the message sender.
 */
import type { Audience } from '@campus/api';
import { t } from '@campus/i18n';
import { Radio, Select, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { cleanAudience, hasAudience } from './audience';
import { searchPeople, type AudienceOptions, type Option } from './audienceOptions';

type Part = 'roles' | 'departments' | 'classes' | 'users';

/** The form rule: the whole site or at least one group (what the server's refine says). */
export const audienceRule = {
  validator: async (_: unknown, v: Audience | undefined) => {
    if (!hasAudience(cleanAudience(v))) throw new Error(t('adminContent.audience.required'));
  },
};

function PeopleSelect(props: { value?: string[]; onChange: (v: string[]) => void; searchable: boolean; known: Option[] }) {
  const [options, setOptions] = useState<Option[]>(props.known);
  const seq = useRef(0);
  if (!props.searchable) {
    return (
      <Select mode="tags" value={props.value} onChange={props.onChange} placeholder={t('adminContent.audience.idsHelp')} tokenSeparators={[',', ' ']} data-testid="audience-users" />
    );
  }
  return (
    <Select
      mode="multiple"
      value={props.value}
      onChange={(v: string[]) => props.onChange(v)}
      showSearch
      filterOption={false}
      placeholder={t('adminContent.audience.peopleHelp')}
      onSearch={(kw) => {
        const n = ++seq.current;
        void searchPeople(kw).then((found) => {
          if (n !== seq.current) return;
          // Keep the chosen ones labelled while searching for more.
          const chosen = options.filter((o) => props.value?.includes(o.value));
          setOptions([...chosen, ...found.filter((f) => !chosen.some((c) => c.value === f.value))]);
        });
      }}
      options={options}
      data-testid="audience-users"
    />
  );
}

export function AudiencePicker(props: { value?: Audience; onChange?: (v: Audience) => void; options: AudienceOptions }) {
  const value = props.value ?? { site: true };
  const { options } = props;
  const set = (part: Part, list: string[]) => props.onChange?.({ ...value, site: false, [part]: list });
  const select = (part: 'departments' | 'classes', list: Option[] | null) =>
    list ? (
      <Select
        mode="multiple"
        allowClear
        showSearch
        optionFilterProp="label"
        value={value[part]}
        onChange={(v: string[]) => set(part, v)}
        options={list}
        data-testid={`audience-${part}`}
      />
    ) : (
      <Select mode="tags" value={value[part]} onChange={(v: string[]) => set(part, v)} placeholder={t('adminContent.audience.idsHelp')} tokenSeparators={[',', ' ']} data-testid={`audience-${part}`} />
    );
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="audience-picker">
      <Radio.Group
        value={value.site ? 'site' : 'groups'}
        onChange={(e) => props.onChange?.(e.target.value === 'site' ? { site: true } : { site: false, roles: [], departments: [], classes: [], users: [] })}
        optionType="button"
        options={[
          { value: 'site', label: t('adminContent.audience.site') },
          { value: 'groups', label: t('adminContent.audience.groups') },
        ]}
      />
      {!value.site && (
        <div style={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 8, alignItems: 'center' }}>
          <span>{t('adminContent.audience.roles')}</span>
          <Select mode="multiple" allowClear optionFilterProp="label" value={value.roles} onChange={(v: string[]) => set('roles', v)} options={options.roles} data-testid="audience-roles" />
          <span>{t('adminContent.audience.departments')}</span>
          {select('departments', options.departments)}
          <span>{t('adminContent.audience.classes')}</span>
          {select('classes', options.classes)}
          <span>{t('adminContent.audience.people')}</span>
          <PeopleSelect value={value.users} onChange={(v) => set('users', v)} searchable={options.canSearchPeople} known={[]} />
        </div>
      )}
      {!value.site && options.departments === null && (
        <Typography.Text type="secondary">{t('adminContent.audience.noLists')}</Typography.Text>
      )}
    </Space>
  );
}
