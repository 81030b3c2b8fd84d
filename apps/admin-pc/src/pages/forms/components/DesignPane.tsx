/** The design tab: palette, the fields in order (drag to reorder), the chosen field's properties. */
import type { FieldKind, FormSchema } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Card, Col, Empty, Row } from 'antd';
import { findField, idsOf, move, newField, patch, removeField, renameField, updateField } from '../designer';
import { FieldList } from './FieldList';
import { FieldProps } from './FieldProps';
import { Palette } from './Palette';

interface Props {
  schema: FormSchema;
  onSchema: (s: FormSchema) => void;
  selected: string | null;
  onSelect: (id: string | null) => void;
  faulty: ReadonlySet<string>;
}

export function DesignPane({ schema, onSchema, selected, onSelect, faulty }: Props) {
  const add = (kind: FieldKind) => {
    const f = newField(kind, idsOf(schema), t(`adminForms.kind.${kind}`));
    const at = schema.fields.findIndex((x) => x.id === selected);
    const fields = [...schema.fields];
    fields.splice(at < 0 ? fields.length : at + 1, 0, f);
    onSchema({ ...schema, fields });
    onSelect(f.id);
  };
  const field = findField(schema, selected);
  return (
    <Row gutter={16}>
      <Col span={4}>
        <Card size="small" title={t('adminForms.palette')}>
          <Palette onAdd={add} />
        </Card>
      </Col>
      <Col span={11}>
        <Card size="small" title={t('adminForms.fields')}>
          <FieldList
            schema={schema}
            selected={selected}
            faulty={faulty}
            onSelect={onSelect}
            onMove={(from, to) => onSchema({ ...schema, fields: move(schema.fields, from, to) })}
            onRemove={(id) => {
              onSchema(removeField(schema, id));
              if (selected === id) onSelect(null);
            }}
          />
        </Card>
      </Col>
      <Col span={9}>
        <Card size="small" title={t('adminForms.properties')}>
          {field ? (
            <FieldProps
              schema={schema}
              field={field}
              onSchema={onSchema}
              onPatch={(ch) => onSchema(updateField(schema, field.id, (x) => patch(x, ch)))}
              onRename={(to) => {
                onSchema(renameField(schema, field.id, to));
                onSelect(to);
              }}
            />
          ) : (
            <Empty description={t('adminForms.pickField')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
