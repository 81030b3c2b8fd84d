/**
 * Drafts saved as one types: a second after the last change, with the revision last read, so an
 * older tab never overwrites a newer draft (the server answers 10009 with its current revision;
 * the caller then reloads the newer draft).
 */
import { E } from '@campus/api';
import { ApiError } from '@campus/api/client';
import type { FormValues } from '@campus/api/forms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { formsApi } from './endpoints';
import { draftValues } from './rows';

export const DRAFT_DELAY_MS = 1000;
export type DraftState = 'idle' | 'saving' | 'saved';

export function useDraft(p: { formId: string; versionId: string | undefined; values: FormValues | undefined; revision: number; enabled: boolean; onConflict: () => void }) {
  const [state, setState] = useState<DraftState>('idle');
  const revision = useRef(p.revision);
  const first = useRef<FormValues | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { formId, versionId, values, enabled } = p;
  // Held in a ref: a new callback each render must not restart the pending save.
  const conflict = useRef(p.onConflict);
  conflict.current = p.onConflict;
  const saved = useRef<FormValues | undefined>(undefined);

  useEffect(() => {
    revision.current = p.revision;
  }, [p.revision]);

  useEffect(() => {
    if (!enabled || !values || !versionId) return;
    // The values the form opened with (or the start-up sources filled) are not an edit.
    if (first.current === undefined) {
      first.current = values;
      return;
    }
    if (first.current === values || saved.current === values) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setState('saving');
      api(formsApi.saveDraft, { formId, versionId, values: draftValues(values), revision: revision.current }, { json: true, silent: true })
        .then((r) => {
          saved.current = values;
          revision.current = r.revision;
          setState('saved');
        })
        .catch((err: unknown) => {
          setState('idle');
          if (err instanceof ApiError && err.e === E.CONFLICT) conflict.current();
        });
    }, DRAFT_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [enabled, values, versionId, formId]);

  /** Stops a pending save (before submitting: the submission discards the draft). */
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  return { state, cancel };
}
