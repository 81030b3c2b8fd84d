/**
 * A region field: a Cascader over China's province, city and district list, `levels` deep, the
 * list the phone uses. The list (~50 KB) is a separate chunk fetched when the picker first
 * opens (the engine's `regionTree` imports it on demand); names are stored, province first.
 */
import { regionTree, type ColumnField, type FormField, type RegionNode } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Cascader, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { regionValue } from '../values';

type Field = Extract<FormField | ColumnField, { kind: 'region' }>;

const strs = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function RegionInput(p: { field: Field; value: unknown; onChange: (v: unknown) => void; disabled: boolean; id?: string; placeholder?: string }) {
  const levels = p.field.levels ?? 3;
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<{ levels: number; tree: RegionNode[] } | null>(null);
  const tree = loaded?.levels === levels ? loaded.tree : null;

  useEffect(() => {
    if (!open || tree) return undefined;
    let live = true;
    void regionTree(levels).then((list) => live && setLoaded({ levels, tree: list }));
    return () => {
      live = false;
    };
  }, [open, levels, tree]);

  return (
    <Cascader
      id={p.id}
      data-testid={`field-${p.field.id}`}
      style={{ width: '100%' }}
      disabled={p.disabled}
      showSearch
      placeholder={p.placeholder ?? t('adminForms.region.choose')}
      options={tree ?? []}
      notFoundContent={tree ? undefined : <Spin size="small" />}
      value={strs(p.value).slice(0, levels)}
      onOpenChange={setOpen}
      onChange={(path) => p.onChange(regionValue(path, levels))}
    />
  );
}
