/** Linkage rules as small forms: a condition and what it does to which field or group (show, hide, require, disable, set). */
import { textIn, type FormSchema, type LinkageRule } from '@campus/api/forms';
import { t } from '@campus/i18n';
import { Button, Card, Form, Select, Space } from 'antd';
import { useLang } from '@/lib/lang';
import { idsOf, uniqueId } from '../designer';
import { ExprInput } from './ExprInput';

const DOS = ['show', 'hide', 'require', 'disable', 'set'] as const;
type Action = LinkageRule['actions'][number];

export function LinkageEditor({ schema, onSchema }: { schema: FormSchema; onSchema: (s: FormSchema) => void }) {
  const lang = useLang();
  const set = (i: number, r: LinkageRule) => onSchema({ ...schema, linkage: schema.linkage.map((x, j) => (j === i ? r : x)) });
  const targets = [
    ...schema.fields.map((f) => ({ value: f.id, label: `${textIn(f.label, lang) || f.id} (${f.id})` })),
    ...schema.groups.map((g) => ({ value: g.id, label: `${t('adminForms.prop.group')}: ${textIn(g.title, lang) || g.id}` })),
  ];
  const setAction = (i: number, r: LinkageRule, k: number, a: Action) => set(i, { ...r, actions: r.actions.map((x, j) => (j === k ? a : x)) });
  return (
    <div data-testid="linkage-editor">
      {schema.linkage.map((r, i) => (
        <Card
          key={i}
          size="small"
          style={{ marginBottom: 8 }}
          title={r.id}
          extra={
            <Button size="small" type="text" danger onClick={() => onSchema({ ...schema, linkage: schema.linkage.filter((_x, j) => j !== i) })}>
              {t('adminForms.remove')}
            </Button>
          }
        >
          <Form layout="vertical" size="small" component="div">
            <Form.Item label={t('adminForms.rule.when')} required>
              <ExprInput value={r.when} onChange={(v) => set(i, { ...r, when: v })} placeholder="type == 'other'" />
            </Form.Item>
            {r.actions.map((a, k) => (
              <Space key={k} align="start" style={{ display: 'flex', marginBottom: 6 }} wrap>
                <Select style={{ width: 110 }} value={a.do} options={DOS.map((d) => ({ value: d, label: t(`adminForms.linkage.${d}`) }))} onChange={(v) => setAction(i, r, k, { ...a, do: v, value: v === 'set' ? (a.value ?? '0') : undefined })} />
                <Select style={{ width: 220 }} value={a.target} options={targets} onChange={(v) => setAction(i, r, k, { ...a, target: v })} />
                {a.do === 'set' ? <ExprInput value={a.value} onChange={(v) => setAction(i, r, k, { ...a, value: v })} /> : null}
                <Button size="small" type="text" disabled={r.actions.length <= 1} onClick={() => set(i, { ...r, actions: r.actions.filter((_x, j) => j !== k) })}>
                  ×
                </Button>
              </Space>
            ))}
            <Button size="small" onClick={() => set(i, { ...r, actions: [...r.actions, { do: 'show', target: schema.fields[0]?.id ?? '' }] })}>
              {t('adminForms.linkage.addAction')}
            </Button>
          </Form>
        </Card>
      ))}
      <Button
        onClick={() =>
          onSchema({ ...schema, linkage: [...schema.linkage, { id: uniqueId('link', idsOf(schema)), when: 'true', actions: [{ do: 'show', target: schema.fields[0]?.id ?? '' }] }] })
        }
      >
        {t('adminForms.linkage.add')}
      </Button>
    </div>
  );
}
