/** The form's groups: title, grid columns, collapsible; fields join a group from their property panel. */
import { textIn, type FormGroup, type FormSchema } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Button, Checkbox, Input, InputNumber, Table } from 'antd';
import { useLang } from '@/lib/lang';
import { idsOf, move, newGroup, setText } from '../designer';

export function GroupsEditor({ schema, onSchema }: { schema: FormSchema; onSchema: (s: FormSchema) => void }) {
  const lang = useLang();
  const set = (i: number, g: FormGroup) => onSchema({ ...schema, groups: schema.groups.map((x, j) => (j === i ? g : x)) });
  const remove = (id: string) =>
    onSchema({ ...schema, groups: schema.groups.filter((g) => g.id !== id), fields: schema.fields.map((f) => (f.group === id ? { ...f, group: undefined } : f)) });
  return (
    <div data-testid="groups-editor">
      <Table<FormGroup>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={schema.groups}
        columns={[
          { title: t('adminForms.prop.id'), dataIndex: 'id', width: 120 },
          { title: t('adminForms.group.title'), render: (_, g, i) => <Input value={textIn(g.title, lang)} onChange={(e) => set(i, { ...g, title: setText(g.title, lang, e.target.value) })} /> },
          { title: t('adminForms.group.columns'), width: 110, render: (_, g, i) => <InputNumber min={1} max={4} precision={0} value={g.columns} onChange={(v) => set(i, { ...g, columns: v ?? 2 })} /> },
          { title: t('adminForms.group.collapsible'), width: 90, render: (_, g, i) => <Checkbox checked={g.collapsible === true} onChange={(e) => set(i, { ...g, collapsible: e.target.checked || undefined })} /> },
          { title: t('adminForms.group.fields'), width: 80, render: (_, g) => schema.fields.filter((f) => f.group === g.id).length },
          {
            title: '',
            width: 120,
            render: (_, g, i) => (
              <>
                <Button size="small" type="text" disabled={i === 0} onClick={() => onSchema({ ...schema, groups: move(schema.groups, i, i - 1) })}>
                  ↑
                </Button>
                <Button size="small" type="text" danger onClick={() => remove(g.id)}>
                  {t('adminForms.remove')}
                </Button>
              </>
            ),
          },
        ]}
      />
      <Button style={{ marginTop: 8 }} onClick={() => onSchema({ ...schema, groups: [...schema.groups, newGroup(idsOf(schema), t('adminForms.group.new'))] })}>
        {t('adminForms.group.add')}
      </Button>
    </div>
  );
}
