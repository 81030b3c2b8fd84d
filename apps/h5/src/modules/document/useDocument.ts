/** One document by the `id` of the address (opening it is the read confirmation, on the server). */
import type { DocDetail } from '@campus/api';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { toastError } from '../../shared/errors';
import { documentApi } from './endpoints';

export function useDocument() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [doc, setDoc] = useState<DocDetail | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    if (!id) return;
    api(documentApi.detail, { id })
      .then(setDoc)
      .catch((err: unknown) => {
        setFailed(true);
        toastError(err);
      });
  }, [id]);
  useEffect(load, [load]);
  return { id, doc, setDoc, failed };
}
