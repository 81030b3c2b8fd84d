/** One assignee (who acts or is copied): a role, the applicant's leader or counselor, named people, or a person field of the form. */
import { ASSIGNEE_KINDS, type AssigneeSpec } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Select, Space } from 'antd';
import { PeopleSelect } from '@/components/PeopleSelect';

export interface AssigneeChoices {
  roles: { code: string; name: string }[];
  /** The form's top-level person fields: id and label. */
  personFields: { id: string; label: string }[];
}

interface Props extends AssigneeChoices {
  value: AssigneeSpec;
  onChange: (v: AssigneeSpec) => void;
  testId?: string;
  error?: boolean;
}

/** A fresh assignee of a kind, keeping what can be kept. */
function ofKind(kind: AssigneeSpec['kind'], c: AssigneeChoices): AssigneeSpec {
  switch (kind) {
    case 'role':
      return { kind, role: c.roles[0]?.code ?? '' };
    case 'person':
      return { kind, users: [] };
    case 'field':
      return { kind, field: c.personFields[0]?.id ?? '' };
    default:
      return { kind };
  }
}

export function AssigneeInput({ value, onChange, roles, personFields, testId, error }: Props) {
  const status = error ? 'error' : undefined;
  return (
    <Space.Compact style={{ width: '100%' }} data-testid={testId}>
      <Select
        style={value.kind === 'role' || value.kind === 'person' || value.kind === 'field' ? { width: 150, flex: 'none' } : { width: '100%' }}
        value={value.kind}
        status={status}
        data-testid={testId ? `${testId}-kind` : undefined}
        options={ASSIGNEE_KINDS.map((k) => ({ value: k, label: t(`adminWorkflow.assignee.${k}`) }))}
        onChange={(k: AssigneeSpec['kind']) => onChange(ofKind(k, { roles, personFields }))}
      />
      {value.kind === 'role' ? (
        <Select
          style={{ flex: 1, minWidth: 160 }}
          showSearch
          optionFilterProp="label"
          status={status || (value.role ? undefined : 'error')}
          data-testid={testId ? `${testId}-role` : undefined}
          placeholder={t('adminWorkflow.assignee.pickRole')}
          value={value.role || undefined}
          options={roles.map((r) => ({ value: r.code, label: r.name }))}
          onChange={(role: string) => onChange({ kind: 'role', role })}
        />
      ) : null}
      {value.kind === 'person' ? (
        <div style={{ flex: 1 }}>
          <PeopleSelect value={value.users} status={value.users.length ? status : 'error'} onChange={(users) => onChange({ kind: 'person', users })} />
        </div>
      ) : null}
      {value.kind === 'field' ? (
        <Select
          style={{ flex: 1, minWidth: 160 }}
          status={status || (value.field ? undefined : 'error')}
          placeholder={personFields.length ? t('adminWorkflow.assignee.pickField') : t('adminWorkflow.assignee.noPersonField')}
          value={value.field || undefined}
          options={personFields.map((f) => ({ value: f.id, label: f.label || f.id }))}
          onChange={(field: string) => onChange({ kind: 'field', field })}
        />
      ) : null}
    </Space.Compact>
  );
}

/** A list of assignees (cc): each removable, one more added with a button. */
export function AssigneeList({ value, onChange, roles, personFields, testId, addLabel }: Omit<Props, 'value' | 'onChange' | 'error'> & { value: AssigneeSpec[]; onChange: (v: AssigneeSpec[]) => void; addLabel: string }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={4} data-testid={testId}>
      {value.map((a, i) => (
        <Space.Compact key={i} style={{ width: '100%' }}>
          <div style={{ flex: 1 }}>
            <AssigneeInput value={a} roles={roles} personFields={personFields} onChange={(v) => onChange(value.map((x, j) => (j === i ? v : x)))} />
          </div>
          <a style={{ padding: '4px 8px' }} onClick={() => onChange(value.filter((_, j) => j !== i))}>
            {t('adminWorkflow.remove')}
          </a>
        </Space.Compact>
      ))}
      {value.length < 10 ? <a onClick={() => onChange([...value, { kind: 'leader' }])}>+ {addLabel}</a> : null}
    </Space>
  );
}
