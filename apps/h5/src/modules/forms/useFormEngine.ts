/**
 * The engine's client store (packages/api/src/forms/store.ts) driven by React: loads a form,
 * runs its start-up data sources (status 1 until each has run, then 2), reruns a source when a
 * field it watches changes, and answers the live evaluation (linkage, computed values, totals).
 */
import { contract, type Endpoint } from '@campus/api';
import { formsReducer, initialFormsState, parseExpr, runExpr, selectEvaluation, selectPendingStart, selectRerun, type DataSource, type FormSchema, type FormValues, type Value } from '@campus/api/forms';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { api } from '../../lib/api';
import { today } from '../../lib/time';
import { formsApi } from './endpoints';

/** A GET endpoint of the contract by its name (`user.getInfo`), as an `api` data source names it. */
function endpointNamed(name: string): Endpoint | undefined {
  const [mod, ep] = name.split('.');
  const group = (contract as unknown as Record<string, Record<string, Endpoint> | undefined>)[mod ?? ''];
  const found = group?.[ep ?? ''];
  return found?.method === 'GET' && found.name === name ? found : undefined;
}

/** A source's parameters are formulas over the form's current values. */
function paramsOf(src: DataSource, values: FormValues): Record<string, unknown> {
  if (src.from.kind !== 'api') return {};
  const scope = { get: (id: string) => (values[id] ?? null) as Value, rows: () => [], today: today() };
  const out: Record<string, unknown> = {};
  for (const [k, f] of Object.entries(src.from.params)) {
    try {
      const v = runExpr(parseExpr(f), scope);
      if (v !== null) out[k] = v;
    } catch {
      // A formula the designer's check let through but that fails here: the parameter is left out.
    }
  }
  return out;
}

async function runSource(formId: string, src: DataSource, values: FormValues): Promise<unknown> {
  if (src.from.kind === 'form') return (await api(formsApi.source, { formId, sourceId: src.id })).data;
  const ep = endpointNamed(src.from.endpoint);
  if (!ep) throw new Error(`unknown endpoint ${src.from.endpoint}`);
  return api(ep, paramsOf(src, values) as never);
}

export function useFormEngine(formId: string, schema: FormSchema | null, values: FormValues | undefined) {
  const [state, dispatch] = useReducer(formsReducer, initialFormsState);
  const form = state.forms[formId];
  const valuesRef = useRef<FormValues>({});
  valuesRef.current = form?.values ?? {};

  useEffect(() => {
    if (schema) dispatch({ type: 'load', formId, schema, values });
    return () => dispatch({ type: 'unload', formId });
    // `values` is the draft read with the schema: loading again on every keystroke would undo typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId, schema]);

  const start = useCallback(
    (src: DataSource) => {
      dispatch({ type: 'sourceStart', formId, sourceId: src.id });
      dispatch({ type: 'loadingStart' });
      runSource(formId, src, valuesRef.current)
        .then((data) => dispatch({ type: 'sourceDone', formId, sourceId: src.id, data }))
        .catch(() => dispatch({ type: 'sourceFailed', formId, sourceId: src.id }))
        .finally(() => setTimeout(() => dispatch({ type: 'loadingEnd' }), 300));
    },
    [formId],
  );

  const pending = selectPendingStart(state, formId);
  useEffect(() => {
    for (const src of pending) start(src);
  }, [pending, start]);

  const setValue = useCallback(
    (field: string, value: unknown) => {
      dispatch({ type: 'setValue', formId, field, value });
      // The rerun reads the values after this change: queue it behind the dispatch.
      for (const src of selectRerun(state, formId, field)) setTimeout(() => start(src), 0);
    },
    [formId, start, state],
  );

  const evaluation = useMemo(() => (form ? selectEvaluation(state, formId, { today: today() }) : undefined), [form, state, formId]);
  return { form, state, dispatch, evaluation, setValue };
}
export type FormEngine = ReturnType<typeof useFormEngine>;
