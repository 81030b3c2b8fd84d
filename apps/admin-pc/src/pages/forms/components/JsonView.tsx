/** The schema as JSON, for what the panels do not cover (data sources, print settings, translations); applied only when it parses and passes the checks. */
import { parseSchema, problemText, type FormSchema } from '@campus/api/forms';
import { t, type I18nKey } from '@campus/i18n';
import { Alert, Button, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useLang } from '@/lib/lang';

export function JsonView({ schema, onSchema }: { schema: FormSchema; onSchema: (s: FormSchema) => void }) {
  const lang = useLang();
  const [text, setText] = useState(() => JSON.stringify(schema, null, 2));
  const [problems, setProblems] = useState<string[]>([]);
  useEffect(() => setText(JSON.stringify(schema, null, 2)), [schema]);
  const apply = () => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      setProblems([t('adminForms.json.bad', { message: e instanceof Error ? e.message : '' })]);
      return;
    }
    const r = parseSchema(json);
    if (r.ok) {
      setProblems([]);
      onSchema(r.schema);
    } else setProblems(r.problems.map((p) => problemText(p, (k, params, l) => t(k as I18nKey, params, l), lang)));
  };
  return (
    <div data-testid="json-view">
      <Input.TextArea value={text} onChange={(e) => setText(e.target.value)} rows={24} style={{ fontFamily: 'monospace', fontSize: 12 }} spellCheck={false} />
      {problems.length ? <Alert type="error" style={{ marginTop: 8 }} message={problems.map((p) => <div key={p}>{p}</div>)} /> : null}
      <Button type="primary" style={{ marginTop: 8 }} onClick={apply}>
        {t('adminForms.json.apply')}
      </Button>
    </div>
  );
}
