/**
 * The item's values through the forms module: read-only as the submission view (fields the
 * viewer may not see are absent), or the renderer when a step may change some fields (only
 * those open) or the applicant resubmits (all open). `collect` checks with the engine and
 * answers the values to send, or null with the errors marked.
 */
import type { InstanceDetail } from '@campus/api';
import { validateSubmission, type FormError } from '@campus/api/forms';
import { SpinLoading, Toast } from 'antd-mobile';
import { useMemo, useState, type MutableRefObject } from 'react';
import { useT } from '../../lib/i18n';
import { today } from '../../lib/time';
import { FormRenderer } from '../forms/FormRenderer';
import { scrollToError } from '../forms/FillForm';
import { errorMap } from '../forms/rows';
import { SubmissionView } from '../forms/SubmissionView';
import { useFormEngine } from '../forms/useFormEngine';
import { editableIds, pickValues, stepSchema } from './model';
import '../forms/forms.css';

export interface EditorHandle {
  /** The values to send (a step: only its editable fields), or null when the engine found errors. */
  collect: () => Record<string, unknown> | null;
  /** The server's refusal, on the fields. */
  showErrors: (errors: FormError[]) => void;
}

export function ItemView(p: { detail: InstanceDetail }) {
  const d = p.detail;
  const schema = useMemo(() => stepSchema(d.schema, d.access, 'read'), [d.schema, d.access]);
  const it = d.instance;
  return <SubmissionView detail={{ schema, values: d.values, formName: it.formName, userName: it.applicant.name, userNumber: it.applicant.number, createdAt: it.startedAt, files: d.files }} />;
}

export function ItemEditor(p: { detail: InstanceDetail; mode: 'step' | 'resubmit'; handle: MutableRefObject<EditorHandle | null> }) {
  const tr = useT();
  const d = p.detail;
  const schema = useMemo(() => stepSchema(d.schema, d.access, p.mode), [d.schema, d.access, p.mode]);
  const key = `${d.instance.formId}`;
  const { form, evaluation, dispatch, setValue } = useFormEngine(key, schema, d.values);
  const [errors, setErrors] = useState<FormError[]>([]);
  const shown = useMemo(() => errorMap(errors), [errors]);
  const open = useMemo(() => (p.mode === 'step' ? editableIds(d.access) : schema.fields.map((f) => f.id)), [p.mode, d.access, schema]);

  p.handle.current = {
    collect: () => {
      if (!form) return null;
      const checked = validateSubmission(schema, form.values, { today: today() });
      // A step answers only for the fields it may change.
      const mine = checked.errors.filter((e) => open.includes(e.path.replace(/[[.].*$/, '')));
      if (mine.length) {
        setErrors(mine);
        Toast.show({ content: tr('h5Workflow.msg.fixErrors', { n: mine.length }) });
        scrollToError(mine[0]?.path);
        return null;
      }
      setErrors([]);
      return p.mode === 'step' ? pickValues(checked.values, open) : checked.values;
    },
    showErrors: (e) => {
      setErrors(e);
      scrollToError(e[0]?.path);
    },
  };

  if (!form || !evaluation || form.status === 1) return <SpinLoading />;
  return (
    <div data-testid={`wf-editor-${p.mode}`}>
      <FormRenderer schema={schema} values={form.values} evaluation={evaluation} options={form.options} errors={shown} onChange={setValue}
        onAddRow={(tableId) => dispatch({ type: 'addRow', formId: key, tableId })}
        onRemoveRow={(tableId, id) => dispatch({ type: 'removeRows', formId: key, tableId, ids: [id] })}
        onCell={(tableId, rowId, col, value) => dispatch({ type: 'setCell', formId: key, tableId, rowId, col, value })} />
    </div>
  );
}
