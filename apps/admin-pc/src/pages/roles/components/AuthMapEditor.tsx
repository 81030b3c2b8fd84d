/**
 * Edits a role's getAllAuth map: one line per module (known to the server, or already in the map)
 * with a module checkbox (all / some / none) and a checkbox per sub-permission.
 */
import type { AuthMap } from '@campus/api';
import { t, tOr } from '@campus/i18n';
import { Checkbox, Empty, Input, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { editorRows, moduleState, setSubs, toggleModule, type ModuleInfo } from './authMap';

export const moduleLabel = (key: string) => tOr(`adminRoles.module.${key}`, key);
export const subLabel = (sub: string) => tOr(`adminRoles.sub.${sub}`, sub);

export function AuthMapEditor(props: { value?: AuthMap; onChange?: (v: AuthMap) => void; known: ModuleInfo[] }) {
  const map = useMemo(() => props.value ?? {}, [props.value]);
  const [filter, setFilter] = useState('');
  const rows = useMemo(() => editorRows(props.known, map), [props.known, map]);
  const shown = rows.filter((r) => {
    const q = filter.trim().toLowerCase();
    return !q || r.key.toLowerCase().includes(q) || moduleLabel(r.key).toLowerCase().includes(q);
  });
  const change = (next: AuthMap) => props.onChange?.(next);
  return (
    <div data-testid="auth-map-editor">
      <Input.Search allowClear placeholder={t('adminRoles.filterModules')} onChange={(e) => setFilter(e.target.value)} style={{ marginBottom: 8 }} />
      {shown.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {shown.map((row) => {
          const state = moduleState(map, row);
          return (
            <div key={row.key} data-module={row.key} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Space align="start" style={{ width: '100%' }}>
                <Checkbox
                  style={{ width: 220 }}
                  checked={state === 'all'}
                  indeterminate={state === 'some'}
                  disabled={row.subs.length === 0}
                  onChange={(e) => change(toggleModule(map, row, e.target.checked))}
                >
                  {moduleLabel(row.key)} <Typography.Text type="secondary">{row.key}</Typography.Text>
                </Checkbox>
                <Checkbox.Group
                  value={map[row.key]?.module ?? []}
                  options={row.subs.map((s) => ({ value: s, label: <span data-sub={`${row.key}.${s}`}>{subLabel(s)}</span> }))}
                  onChange={(subs) => change(setSubs(map, row.key, subs as string[]))}
                />
              </Space>
            </div>
          );
        })}
      </div>
    </div>
  );
}
