/** The check's problems, each worded and naming where it is; a click selects the field it points at. */
import type { FormSchema } from '@campus/api/forms';
import { t, tOr } from '@campus/i18n';
import { Alert, List } from 'antd';
import { fieldAtPath } from '../designer';
import type { Problem } from '../problems';

export function Problems({ schema, problems, onPick }: { schema: FormSchema; problems: Problem[] | null; onPick: (id: string) => void }) {
  if (problems === null) return null;
  if (problems.length === 0) return <Alert type="success" showIcon message={t('adminForms.check.none')} data-testid="check-ok" style={{ marginBottom: 12 }} />;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 12 }}
      data-testid="check-problems"
      message={t('adminForms.check.count', { n: problems.length })}
      description={
        <List
          size="small"
          dataSource={problems}
          renderItem={(p) => {
            const id = fieldAtPath(schema, p.path);
            return (
              <List.Item style={{ cursor: id ? 'pointer' : undefined }} onClick={() => id && onPick(id)}>
                <code>{p.path}</code>&nbsp;{tOr(p.key, p.key, p.params)}
              </List.Item>
            );
          }}
        />
      }
    />
  );
}
