/**
 * The form as people will see it, filled in live: in a phone frame (one column) and at desktop
 * width, side by side, sharing the values; "check" runs the same validation the server will.
 */
import { initialValues, validateSubmission, type FormSchema, type FormValues } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Button, Card, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLang } from '@/lib/lang';
import { errorsByPath } from '../render';
import { FormRenderer } from './FormRenderer';

export function Preview({ schema }: { schema: FormSchema }) {
  const lang = useLang();
  const [values, setValues] = useState<FormValues>(() => initialValues(schema));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [ok, setOk] = useState(false);
  useEffect(() => {
    setValues(initialValues(schema));
    setErrors({});
    setOk(false);
  }, [schema]);
  const change = (v: FormValues) => {
    setValues(v);
    setOk(false);
  };
  const check = () => {
    const r = validateSubmission(schema, values);
    setErrors(errorsByPath(schema, r.errors, lang));
    setOk(r.ok);
  };
  const frame = useMemo(() => ({ width: 375, height: 700, overflow: 'auto', border: '10px solid #222', borderRadius: 28, padding: 12, background: '#fff' }), []);
  return (
    <div data-testid="preview">
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={check} data-testid="preview-check">
          {t('adminForms.preview.check')}
        </Button>
        <Button onClick={() => change(initialValues(schema))}>{t('adminForms.preview.reset')}</Button>
        {ok ? <span style={{ color: '#52c41a' }}>{t('adminForms.preview.ok')}</span> : null}
      </Space>
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <div style={frame} data-testid="preview-phone">
          <FormRenderer schema={schema} values={values} onChange={change} errors={errors} narrow />
        </div>
        <Card style={{ flex: 1, minWidth: 0 }} title={t('adminForms.preview.desktop')} data-testid="preview-desktop">
          <FormRenderer schema={schema} values={values} onChange={change} errors={errors} />
        </Card>
      </div>
    </div>
  );
}
