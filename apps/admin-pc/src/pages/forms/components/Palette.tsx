/** The field palette: a click adds a field of that kind after the selected one (or at the end). */
import { t } from '@campus/i18n';
import { Button, Space } from 'antd';
import { PALETTE } from '../designer';
import type { FieldKind } from '@campus/api/forms';

export function Palette(props: { onAdd: (kind: FieldKind) => void }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={4} data-testid="palette">
      {PALETTE.map((k) => (
        <Button key={k} block size="small" data-kind={k} onClick={() => props.onAdd(k)}>
          {t(`adminForms.kind.${k}`)}
        </Button>
      ))}
    </Space>
  );
}
