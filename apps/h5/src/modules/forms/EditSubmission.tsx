/**
 * Changing one's submission (when the form allows it and no workflow has acted): the renderer
 * over the stored values and the version it was filled with, checked by the engine, saved with
 * the revision read (forms.edit); the server's refusal lands on the fields.
 */
import { E, type SubmissionDetail } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { validateSubmission, type FormError } from '@campus/api/forms';
import { Button, SpinLoading, Toast } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { today } from '../../lib/time';
import { toastError } from '../../shared/errors';
import { formsApi } from './endpoints';
import { scrollToError } from './FillForm';
import { FormRenderer } from './FormRenderer';
import { errorMap, serverErrors } from './rows';
import { useFormEngine } from './useFormEngine';

export function EditSubmission(p: { detail: SubmissionDetail; onSaved: () => void; onCancel: () => void }) {
  const tr = useT();
  const key = `edit:${p.detail.id}`;
  const { form, evaluation, dispatch, setValue } = useFormEngine(key, p.detail.schema, p.detail.values);
  const [errors, setErrors] = useState<FormError[] | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (errors !== null && form) setErrors(validateSubmission(p.detail.schema, form.values, { today: today() }).errors);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form?.values]);
  const shown = useMemo(() => errorMap(errors ?? []), [errors]);

  async function save() {
    if (!form) return;
    const checked = validateSubmission(p.detail.schema, form.values, { today: today() });
    if (!checked.ok) {
      setErrors(checked.errors);
      Toast.show({ content: tr('h5Forms.fixErrors', { n: checked.errors.length }) });
      return scrollToError(checked.errors[0]?.path);
    }
    setSending(true);
    try {
      await api(formsApi.edit, { id: p.detail.id, values: checked.values, revision: p.detail.revision }, { json: true });
      Toast.show({ icon: 'success', content: tr('h5Forms.saved') });
      p.onSaved();
    } catch (err) {
      const mapped = err instanceof ApiError && err.e === E.BAD_INPUT ? serverErrors(err.d) : [];
      if (mapped.length) setErrors(mapped);
      else toastError(err);
    } finally {
      setSending(false);
    }
  }

  if (!form || !evaluation || form.status === 1) return <SpinLoading />;
  return (
    <>
      <FormRenderer schema={p.detail.schema} values={form.values} evaluation={evaluation} options={form.options} errors={shown} onChange={setValue}
        onAddRow={(tableId) => dispatch({ type: 'addRow', formId: key, tableId })}
        onRemoveRow={(tableId, id) => dispatch({ type: 'removeRows', formId: key, tableId, ids: [id] })}
        onCell={(tableId, rowId, col, value) => dispatch({ type: 'setCell', formId: key, tableId, rowId, col, value })} />
      <div className="ff-actions ff-submit">
        <Button onClick={p.onCancel}>{tr('h5Forms.cancel')}</Button>
        <Button color="primary" loading={sending} onClick={() => void save()} data-testid="submission-save">
          {tr('h5Forms.save')}
        </Button>
      </div>
    </>
  );
}
