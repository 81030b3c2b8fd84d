/**
 * Filling in a form (newForm/index?formid=, and the schools' formtemplat): the current version
 * and the caller's draft from forms.open, the renderer driven by the engine's store (a spinner
 * while start-up data sources run), drafts saved as one types, the engine's check before
 * sending and the server's refusal mapped onto the fields, then the success view.
 */
import { E, type FormSummary, type FormVersion } from '@campus/api';
import { ApiError } from '@campus/api/client';
import { textIn, validateSubmission, type FormError, type FormValues } from '@campus/api/forms';
import { Button, NoticeBar, Result, SpinLoading, Toast } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ScreenProps } from '../../route-types';
import { api } from '../../lib/api';
import { useLang, useT } from '../../lib/i18n';
import { today } from '../../lib/time';
import { errorText, toastError } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { formsApi } from './endpoints';
import { NoneChosen } from './NoneChosen';
import { FormRenderer } from './FormRenderer';
import { formsPath } from './paths';
import { errorMap, serverErrors } from './rows';
import { useDraft } from './useDraft';
import { useFormEngine } from './useFormEngine';
import './forms.css';

type Opened = { form: FormSummary; version: FormVersion; draft: { values: FormValues; revision: number } | null };

export function scrollToError(path: string | undefined) {
  if (!path) return;
  const id = path.replace(/\[(\d+)\]\./, '-$1-');
  document.querySelector(`[data-field="${CSS.escape(id)}"], [data-testid="table-${CSS.escape(path)}"]`)?.scrollIntoView({ block: 'center' });
}

function Filler(p: { opened: Opened; variant: string | undefined; reload: () => void }) {
  const tr = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { form: summary, version, draft } = p.opened;
  const engine = useFormEngine(summary.id, version.schema, draft?.values);
  const { form, evaluation, dispatch } = engine;
  const [errors, setErrors] = useState<FormError[] | null>(null);
  const [sending, setSending] = useState(false);
  const [doneId, setDoneId] = useState<string | null>(null);
  const onConflict = useCallback(() => {
    Toast.show({ content: tr('h5Forms.draftConflict') });
    p.reload();
  }, [p, tr]);
  const drafts = useDraft({ formId: summary.id, versionId: version.id, values: form?.values, revision: draft?.revision ?? 0, enabled: form?.status === 2 && !doneId, onConflict });

  // Once a submit failed, the errors follow every change (a fixed field loses its mark at once).
  useEffect(() => {
    if (errors !== null && form) setErrors(validateSubmission(version.schema, form.values, { today: today() }).errors);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form?.values]);
  const shown = useMemo(() => errorMap(errors ?? []), [errors]);

  async function submit() {
    if (!form) return;
    const checked = validateSubmission(version.schema, form.values, { today: today() });
    if (!checked.ok) {
      setErrors(checked.errors);
      Toast.show({ content: tr('h5Forms.fixErrors', { n: checked.errors.length }) });
      return scrollToError(checked.errors[0]?.path);
    }
    drafts.cancel();
    setSending(true);
    try {
      const r = await api(formsApi.submit, { formId: summary.id, versionId: version.id, values: checked.values }, { json: true });
      setDoneId(r.id);
    } catch (err) {
      const mapped = err instanceof ApiError && err.e === E.BAD_INPUT ? serverErrors(err.d) : [];
      if (mapped.length) {
        setErrors(mapped);
        scrollToError(mapped[0]?.path);
      } else if (err instanceof ApiError && err.e === E.CONFLICT) Toast.show({ content: tr('h5Forms.outdated') });
      else toastError(err);
    } finally {
      setSending(false);
    }
  }

  if (doneId)
    return (
      <div data-testid="form-done">
        <Result status="success" title={tr('h5Forms.done')} description={tr('h5Forms.doneDesc')} />
        <div className="ff-actions">
          <Button color="primary" onClick={() => navigate(`${formsPath(p.variant, 'list')}?tab=mine`)} data-testid="form-to-mine">
            {tr('h5Forms.toMine')}
          </Button>
          <Button onClick={() => navigate(formsPath(p.variant, 'detail', doneId))}>{tr('h5Forms.title.detail')}</Button>
          <Button onClick={p.reload}>{tr('h5Forms.again')}</Button>
        </div>
      </div>
    );
  if (!form || !evaluation || form.status === 1)
    return (
      <div className="ff-loading" data-testid="form-loading">
        <SpinLoading />
        {tr('h5Forms.loading')}
      </div>
    );
  return (
    <>
      <h2 className="ff-title">{textIn(version.schema.title, lang) || summary.name}</h2>
      {version.schema.description ? <div className="ff-help">{textIn(version.schema.description, lang)}</div> : null}
      {form.warnings.map((w, i) => (
        <NoticeBar key={i} color="alert" content={tr(w.key as 'forms.warning.sourceFailed', w.params)} />
      ))}
      <FormRenderer schema={version.schema} values={form.values} evaluation={evaluation} options={form.options} errors={shown}
        onChange={engine.setValue}
        onAddRow={(tableId) => dispatch({ type: 'addRow', formId: summary.id, tableId })}
        onRemoveRow={(tableId, id) => dispatch({ type: 'removeRows', formId: summary.id, tableId, ids: [id] })}
        onCell={(tableId, rowId, col, value) => dispatch({ type: 'setCell', formId: summary.id, tableId, rowId, col, value })} />
      <div className="ff-submit">
        <span className="ff-help" data-testid="draft-state">
          {drafts.state === 'saving' ? tr('h5Forms.draftSaving') : drafts.state === 'saved' ? tr('h5Forms.draftSaved') : ''}
        </span>
        <Button block color="primary" loading={sending} onClick={() => void submit()} data-testid="form-submit">
          {tr('h5Forms.submit')}
        </Button>
      </div>
    </>
  );
}

export default function FillForm(props: ScreenProps) {
  const [params] = useSearchParams();
  const id = params.get('formid') ?? params.get('id') ?? '';
  const [opened, setOpened] = useState<Opened | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!id) return;
    let live = true;
    setFailed(null);
    api(formsApi.open, { id })
      .then((d) => live && setOpened(d))
      .catch((err: unknown) => live && setFailed(err));
    return () => {
      live = false;
    };
  }, [id, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  if (!id) return <Page page="forms-fill"><NoneChosen variant={props.variant} /></Page>;
  return (
    <Page page="forms-fill">
      {failed ? <Result status="warning" title={errorText(failed)} data-testid="form-unavailable" /> : opened ? <Filler key={`${opened.version.id}/${opened.draft?.revision ?? 0}/${round}`} opened={opened} variant={props.variant} reload={reload} /> : null}
    </Page>
  );
}
