/** The materials a worker used: name, quantity, unit; rows without a name are left out when saved. */
import { Button } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import type { MaterialDraft } from './format';

export function MaterialsEditor(props: { value: MaterialDraft[]; onChange: (next: MaterialDraft[]) => void }) {
  const tr = useT();
  const set = (i: number, patch: Partial<MaterialDraft>) => props.onChange(props.value.map((m, j) => (j === i ? { ...m, ...patch } : m)));
  return (
    <div data-testid="repair-materials">
      {props.value.map((m, i) => (
        <div key={i} className="repair-material">
          <input style={{ flex: 3 }} value={m.name} maxLength={60} placeholder={tr('repair.form.materialName')} onChange={(e) => set(i, { name: e.target.value })} />
          <input style={{ flex: 1 }} value={m.quantity} inputMode="decimal" placeholder={tr('repair.form.quantity')} onChange={(e) => set(i, { quantity: e.target.value })} />
          <input style={{ flex: 1 }} value={m.unit} maxLength={16} placeholder={tr('repair.form.unit')} onChange={(e) => set(i, { unit: e.target.value })} />
          <Button size="mini" fill="none" aria-label={tr('repair.btn.remove')} onClick={() => props.onChange(props.value.filter((_, j) => j !== i))}>
            ×
          </Button>
        </div>
      ))}
      <Button size="small" fill="outline" onClick={() => props.onChange([...props.value, { name: '', quantity: '1', unit: '' }])}>
        ＋ {tr('repair.btn.addMaterial')}
      </Button>
    </div>
  );
}
