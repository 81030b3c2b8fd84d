/**
 * The form's fields in page order: click to select, drag (native HTML5 drag and drop) to reorder,
 * remove. A field a check problem points at is outlined in red.
 */
import { textIn, type FormSchema } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { useLang } from '@/lib/lang';

interface Props {
  schema: FormSchema;
  selected: string | null;
  faulty: ReadonlySet<string>;
  onSelect: (id: string) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (id: string) => void;
}

export function FieldList({ schema, selected, faulty, onSelect, onMove, onRemove }: Props) {
  const lang = useLang();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  return (
    <div data-testid="field-list">
      {schema.fields.map((f, i) => {
        const group = schema.groups.find((g) => g.id === f.group);
        const border = faulty.has(f.id) ? '#ff4d4f' : selected === f.id ? '#1677ff' : '#d9d9d9';
        return (
          <div
            key={f.id}
            data-field-row={f.id}
            draggable
            onDragStart={(e) => {
              setDragging(i);
              e.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(e) => {
              e.preventDefault();
              setOver(i);
            }}
            onDrop={(e) => {
              e.preventDefault();
              if (dragging !== null) onMove(dragging, i);
              setDragging(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            onClick={() => onSelect(f.id)}
            style={{
              border: `1px solid ${border}`,
              borderTop: over === i && dragging !== null && dragging > i ? '3px solid #1677ff' : undefined,
              borderBottom: over === i && dragging !== null && dragging < i ? '3px solid #1677ff' : undefined,
              borderRadius: 6,
              padding: '6px 10px',
              marginBottom: 6,
              cursor: 'grab',
              background: selected === f.id ? '#e6f4ff' : '#fff',
              display: 'flex',
              alignItems: 'center',
              gap: 8,
            }}
          >
            <span style={{ color: '#999' }}>⋮⋮</span>
            <span style={{ flex: 1 }}>
              {textIn(f.label, lang) || f.id}
              {f.required ? <span style={{ color: '#ff4d4f' }}> *</span> : null}
              <span style={{ color: '#999', marginLeft: 8, fontSize: 12 }}>{f.id}</span>
            </span>
            {group ? <Tag>{textIn(group.title, lang) || group.id}</Tag> : null}
            <Tag color="blue">{t(`adminForms.kind.${f.kind}`)}</Tag>
            <Button
              size="small"
              type="text"
              danger
              disabled={schema.fields.length <= 1}
              onClick={(e) => {
                e.stopPropagation();
                onRemove(f.id);
              }}
            >
              {t('adminForms.remove')}
            </Button>
          </div>
        );
      })}
    </div>
  );
}
