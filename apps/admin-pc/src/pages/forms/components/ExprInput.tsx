/** A formula typed in a text input, checked on every keystroke by the engine's parser. */
import { t } from '@campus/i18n';
import { Input } from 'antd';
import { formulaProblem } from '../designer';

export function ExprInput(props: { value: string | undefined; onChange: (v: string) => void; placeholder?: string; testId?: string }) {
  const bad = formulaProblem(props.value ?? '');
  return (
    <div>
      <Input
        data-testid={props.testId}
        status={bad ? 'error' : undefined}
        style={{ fontFamily: 'monospace' }}
        placeholder={props.placeholder}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {bad ? <div style={{ color: '#ff4d4f', fontSize: 12 }}>{t('forms.schema.syntax', { pos: bad.pos })}</div> : null}
    </div>
  );
}
