/**
 * The seat map editor of one room: set rows × columns, paint cells as seats, aisles or nothing,
 * mark seats unavailable / power / window, number or relabel seats, save (seat.manageMap).
 */
import { seat } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { history, Navigate, useSearchParams } from '@umijs/max';
import { Alert, Button, Card, Input, InputNumber, message, Radio, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { MapGrid } from './components/MapEditor';
import { autoLabel, filled, fromCells, key, labelProblems, paint, relabel, resize, seatCount, toInput, type Grid, type Tool } from './components/editor';

const TOOLS: Tool[] = ['seat', 'aisle', 'empty', 'unavailable', 'power', 'window', 'select'];

export default function SeatMapPage() {
  useLang();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [name, setName] = useState('');
  const [grid, setGrid] = useState<Grid | null>(null);
  const [size, setSize] = useState({ rows: 6, cols: 8 });
  const [tool, setTool] = useState<Tool>('aisle');
  const [selected, setSelected] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!id) return;
    void call(seat.manageRoom, { id }).then((r) => {
      setName(r.name);
      const rows = r.rows || 6;
      const cols = r.cols || 8;
      setSize({ rows, cols });
      setGrid(r.cells.length ? fromCells(rows, cols, r.cells) : filled(rows, cols));
    });
  }, [id]);

  const onCell = useCallback(
    (r: number, c: number) => {
      if (tool === 'select') setSelected(key(r, c));
      else setGrid((g) => (g ? paint(g, r, c, tool) : g));
    },
    [tool],
  );

  async function save() {
    if (!grid) return;
    setSaving(true);
    try {
      const r = await call(seat.manageMap, toInput(id, grid));
      void message.success(t('adminSeat.editor.saved', { n: r.seats }));
    } catch {
      // the request layer showed the reason
    } finally {
      setSaving(false);
    }
  }

  const problems = grid ? labelProblems(grid) : [];
  const sel = selected && grid ? grid.cells[selected] : undefined;
  // Opened without a room (a bookmark, a typed address): the rooms are where one is picked.
  if (!id) return <Navigate to="/booking/seat" replace />;
  return (
    <PageContainer title={`${t('adminSeat.action.map')} · ${name}`} onBack={() => history.push('/booking/seat')}>
      <Card>
        <Space wrap style={{ marginBottom: 12 }}>
          <span>{t('adminSeat.editor.rows')}</span>
          <InputNumber aria-label={t('adminSeat.editor.rows')} min={1} max={60} value={size.rows} onChange={(v) => setSize((s) => ({ ...s, rows: Number(v) || 1 }))} />
          <span>{t('adminSeat.editor.cols')}</span>
          <InputNumber aria-label={t('adminSeat.editor.cols')} min={1} max={60} value={size.cols} onChange={(v) => setSize((s) => ({ ...s, cols: Number(v) || 1 }))} />
          <Button onClick={() => setGrid((g) => (g && (g.rows || g.cols) ? resize(g, size.rows, size.cols) : filled(size.rows, size.cols)))}>{t('adminSeat.editor.apply')}</Button>
          <Button onClick={() => setGrid((g) => (g ? autoLabel(g, 'letter') : g))}>{t('adminSeat.editor.autoLetter')}</Button>
          <Button onClick={() => setGrid((g) => (g ? autoLabel(g, 'row') : g))}>{t('adminSeat.editor.autoRow')}</Button>
        </Space>
        <div style={{ marginBottom: 12 }}>
          <span style={{ marginRight: 8 }}>{t('adminSeat.editor.tool')}</span>
          <Radio.Group value={tool} onChange={(e) => setTool(e.target.value as Tool)} optionType="button" options={TOOLS.map((x) => ({ value: x, label: x === 'select' ? t('adminSeat.editor.label') : t(`adminSeat.editor.${x}`) }))} />
        </div>
        {tool === 'select' && sel?.kind === 'seat' && selected ? (
          <Space style={{ marginBottom: 12 }}>
            <span>{t('adminSeat.editor.label')}</span>
            <Input
              aria-label={t('adminSeat.editor.label')}
              value={sel.label}
              maxLength={20}
              onChange={(e) => {
                const [r, c] = selected.split(':').map(Number) as [number, number];
                setGrid((g) => (g ? relabel(g, r, c, e.target.value) : g));
              }}
            />
          </Space>
        ) : null}
        {problems.length ? <Alert type="warning" style={{ marginBottom: 12 }} message={`${t('adminSeat.editor.label')}: ${problems.map((p) => p || '∅').join(', ')}`} /> : null}
        {grid ? <MapGrid grid={grid} selected={tool === 'select' ? selected : null} onCell={onCell} /> : null}
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" loading={saving} disabled={!grid || problems.length > 0} onClick={() => void save()} data-testid="seat-map-save">
            {t('adminSeat.action.save')}
          </Button>
          <span>
            {t('adminSeat.room.seats')}: {grid ? seatCount(grid) : 0}
          </span>
          <Button onClick={() => history.push(`/booking/seat/sessions?id=${encodeURIComponent(id)}`)}>{t('adminSeat.action.sessions')}</Button>
        </Space>
      </Card>
    </PageContainer>
  );
}
