/** Cross-field rules as small forms: when (optional), what must hold, the field it is reported on, its message. */
import { textIn, type FormSchema, type ValidationRule } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Button, Card, Form, Input, Select } from 'antd';
import { useLang } from '@/lib/lang';
import { idsOf, setText, uniqueId } from '../designer';
import { ExprInput } from './ExprInput';

export function fieldOptions(schema: FormSchema, lang: 'zh' | 'en' | 'tw') {
  return schema.fields.map((f) => ({ value: f.id, label: `${textIn(f.label, lang) || f.id} (${f.id})` }));
}

export function RulesEditor({ schema, onSchema }: { schema: FormSchema; onSchema: (s: FormSchema) => void }) {
  const lang = useLang();
  const set = (i: number, r: ValidationRule) => onSchema({ ...schema, rules: schema.rules.map((x, j) => (j === i ? r : x)) });
  return (
    <div data-testid="rules-editor">
      {schema.rules.map((r, i) => (
        <Card
          key={i}
          size="small"
          style={{ marginBottom: 8 }}
          title={r.id}
          extra={
            <Button size="small" type="text" danger onClick={() => onSchema({ ...schema, rules: schema.rules.filter((_x, j) => j !== i) })}>
              {t('adminForms.remove')}
            </Button>
          }
        >
          <Form layout="vertical" size="small" component="div">
            <Form.Item label={t('adminForms.rule.when')}>
              <ExprInput value={r.when} onChange={(v) => set(i, { ...r, when: v || undefined })} placeholder={t('adminForms.rule.always')} />
            </Form.Item>
            <Form.Item label={t('adminForms.rule.assert')} required>
              <ExprInput value={r.assert} onChange={(v) => set(i, { ...r, assert: v })} placeholder="end >= start" />
            </Form.Item>
            <Form.Item label={t('adminForms.rule.field')} required>
              <Select value={r.field} options={fieldOptions(schema, lang)} onChange={(v) => set(i, { ...r, field: v })} />
            </Form.Item>
            <Form.Item label={t('adminForms.rule.message')}>
              <Input value={textIn(r.message, lang)} onChange={(e) => set(i, { ...r, message: e.target.value ? setText(r.message, lang, e.target.value) : undefined })} />
            </Form.Item>
          </Form>
        </Card>
      ))}
      <Button
        onClick={() => onSchema({ ...schema, rules: [...schema.rules, { id: uniqueId('rule', idsOf(schema)), assert: 'true', field: schema.fields[0]?.id ?? '' }] })}
      >
        {t('adminForms.rule.add')}
      </Button>
    </div>
  );
}
