/** One query set: a field per key column, then the caller's own row (or "nothing found") and the queries left. */
import type { QueryAnswer, QuerySet } from '@campus/api';
import { Button, Form, Input, List, NoticeBar, Result } from 'antd-mobile';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { dataQueryApi } from './endpoints';
import { valuesOf, windowText } from './format';

export function QueryForm(props: { set: QuerySet }) {
  const tr = useT();
  const s = props.set;
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<QueryAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const values = valuesOf(s.keyColumns, typed);
  const w = windowText(s);

  const submit = async () => {
    if (!values) return;
    setBusy(true);
    try {
      setAnswer(await api(dataQueryApi.query, { id: s.id, values }));
    } catch (err) {
      toastError(err);
    } finally {
      setBusy(false);
    }
  };

  if (answer) {
    return (
      <div data-testid="query-answer">
        {answer.found ? (
          <List header={tr('dataQuery.result')}>
            {answer.fields.map((f) => (
              <List.Item key={f.label} extra={<span data-testid="query-value">{f.value}</span>}>
                {f.label}
              </List.Item>
            ))}
          </List>
        ) : (
          <Result status="warning" title={tr('dataQuery.notFound')} />
        )}
        <div style={{ padding: 12, color: '#888', fontSize: 12 }}>{tr('dataQuery.left', { n: answer.left })}</div>
        <div style={{ padding: 12 }}>
          <Button block onClick={() => setAnswer(null)}>
            {tr('dataQuery.again')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div>
      <div style={{ padding: '12px 12px 0', background: '#fff' }}>
        <div style={{ fontSize: 17, fontWeight: 600 }}>{s.title}</div>
        {s.description ? <div style={{ color: '#666', fontSize: 13, marginTop: 4, whiteSpace: 'pre-wrap' }}>{s.description}</div> : null}
        <div style={{ color: '#888', fontSize: 12, margin: '4px 0 8px' }}>{w.time ? tr(`dataQuery.${w.key}`, { time: w.time }) : tr('dataQuery.always')}</div>
      </div>
      {s.state !== 'open' ? <NoticeBar content={tr(`dataQuery.state.${s.state}`)} color="alert" /> : null}
      <div style={{ padding: '12px 12px 4px', color: '#666', fontSize: 13 }}>{tr('dataQuery.hint')}</div>
      <Form
        layout="horizontal"
        footer={
          <Button block color="primary" disabled={!values || busy || s.state !== 'open'} loading={busy} onClick={() => void submit()} data-testid="query-submit">
            {tr('dataQuery.submit')}
          </Button>
        }
      >
        {s.keyColumns.map((k) => (
          <Form.Item key={k} label={k}>
            <Input placeholder={tr('dataQuery.placeholder', { name: k })} value={typed[k] ?? ''} onChange={(v) => setTyped((t) => ({ ...t, [k]: v }))} clearable aria-label={k} />
          </Form.Item>
        ))}
      </Form>
    </div>
  );
}
