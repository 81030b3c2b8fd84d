/** The sticky bar of an item: the main actions as large buttons, the rest under "more". */
import { ActionSheet, Button } from 'antd-mobile';
import { useState } from 'react';
import { useT } from '../../lib/i18n';
import type { BarAction } from './model';

const COLOR: Partial<Record<BarAction, 'primary' | 'danger' | 'warning'>> = { approve: 'primary', resubmit: 'primary', reject: 'danger', return: 'warning' };

export function ActionBar(p: { main: BarAction[]; more: BarAction[]; onAction: (a: BarAction) => void }) {
  const tr = useT();
  const [open, setOpen] = useState(false);
  if (!p.main.length && !p.more.length) return null;
  return (
    <div className="wf-bar" data-testid="wf-bar">
      {p.more.length ? (
        <Button className="wf-bar-more" fill="none" onClick={() => setOpen(true)} data-testid="wf-act-more">
          {tr('h5Workflow.act.more')}
        </Button>
      ) : null}
      {p.main.map((a) => (
        <Button key={a} className="wf-bar-btn" color={COLOR[a] ?? 'default'} fill={COLOR[a] ? 'solid' : 'outline'} onClick={() => p.onAction(a)} data-testid={`wf-act-${a}`}>
          {tr(`h5Workflow.act.${a}`)}
        </Button>
      ))}
      <ActionSheet visible={open} onClose={() => setOpen(false)} cancelText={tr('h5Workflow.sheet.cancel')}
        actions={p.more.map((a) => ({ key: a, text: <span data-testid={`wf-act-${a}`}>{tr(`h5Workflow.act.${a}`)}</span>, onClick: () => {
          setOpen(false);
          p.onAction(a);
        } }))} />
    </div>
  );
}
