/** What one step sees of each top-level field of the form: hidden, read (the default) or edit. */
import { FIELD_ACCESS, textIn, type FieldAccess, type FormSchema } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Radio, Space, Table, Typography } from 'antd';
import { useLang } from '@/lib/lang';

interface Props {
  schema: FormSchema;
  value: Record<string, FieldAccess>;
  onChange: (v: Record<string, FieldAccess>) => void;
  /** Paths with problems (`fields.<id>`), shown red. */
  bad?: ReadonlySet<string>;
}

/** Fields that carry values (a description is text for the reader, nothing to hide or edit). */
export const accessFields = (schema: FormSchema) => schema.fields.filter((f) => f.kind !== 'description');

export function FieldAccessTable({ schema, value, onChange, bad }: Props) {
  const lang = useLang();
  const set = (id: string, a: FieldAccess) => {
    const next = { ...value };
    if (a === 'read') delete next[id];
    else next[id] = a;
    onChange(next);
  };
  const all = (a: FieldAccess) => onChange(a === 'read' ? {} : Object.fromEntries(accessFields(schema).map((f) => [f.id, a])));
  // Entries naming fields the form no longer has: listed so they can be cleared (the check reports them).
  const stale = Object.keys(value).filter((id) => !schema.fields.some((f) => f.id === id));
  const rows = [...accessFields(schema).map((f) => ({ id: f.id, label: textIn(f.label, lang) || f.id, kind: t(`adminForms.kind.${f.kind}`) })), ...stale.map((id) => ({ id, label: id, kind: '—' }))];
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={rows}
      scroll={{ y: 260 }}
      rowClassName={(r) => (bad?.has(`fields.${r.id}`) ? 'ant-table-row-error' : '')}
      columns={[
        {
          title: t('adminWorkflow.fields.field'),
          dataIndex: 'label',
          render: (label: string, r) => (
            <Space size={4}>
              <Typography.Text type={bad?.has(`fields.${r.id}`) ? 'danger' : undefined}>{label}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {r.kind}
              </Typography.Text>
            </Space>
          ),
        },
        {
          title: (
            <Space size={8}>
              {t('adminWorkflow.fields.access')}
              {FIELD_ACCESS.map((a) => (
                <a key={a} style={{ fontWeight: 'normal', fontSize: 12 }} onClick={() => all(a)}>
                  {t('adminWorkflow.fields.all', { access: t(`adminWorkflow.access.${a}`) })}
                </a>
              ))}
            </Space>
          ),
          width: 280,
          render: (_, r) => (
            <Radio.Group
              size="small"
              optionType="button"
              buttonStyle="solid"
              data-field-access={r.id}
              value={value[r.id] ?? 'read'}
              options={FIELD_ACCESS.map((a) => ({ value: a, label: t(`adminWorkflow.access.${a}`) }))}
              onChange={(e) => set(r.id, e.target.value as FieldAccess)}
            />
          ),
        },
      ]}
    />
  );
}
