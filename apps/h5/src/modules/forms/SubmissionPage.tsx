/** universalForm/detail?id= (and the schools' detail): one submission, printable, editable when allowed. */
import type { SubmissionDetail } from '@campus/api';
import { Button, Result, Tag } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { errorText } from '../../shared/errors';
import { Page } from '../../shared/Page';
import { EditSubmission } from './EditSubmission';
import { formsApi } from './endpoints';
import { NoneChosen } from './NoneChosen';
import type { ScreenProps } from '../../route-types';
import { SubmissionView } from './SubmissionView';
import { SubmissionLink } from '../workflow/SubmissionLink';
import './forms.css';

export default function SubmissionPage(props: ScreenProps) {
  const tr = useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [detail, setDetail] = useState<SubmissionDetail | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [editing, setEditing] = useState(false);
  const load = useCallback(() => {
    if (!id) return;
    api(formsApi.submission, { id })
      .then((d) => {
        setDetail(d);
        setEditing(false);
      })
      .catch(setFailed);
  }, [id]);
  useEffect(load, [load]);
  if (!id) return <Page page="forms-detail"><NoneChosen variant={props.variant} /></Page>;
  if (failed) return <Page page="forms-detail"><Result status="warning" title={errorText(failed)} /></Page>;
  if (!detail) return <Page page="forms-detail">{null}</Page>;
  const paper = detail.schema.print;
  return (
    <Page page="forms-detail">
      {/* The paper the designer chose; only the print stylesheet reads it. */}
      <style>{`@page { size: ${paper.paper} ${paper.orientation}; margin: 15mm; }`}</style>
      <div className="ff-toolbar ff-noprint">
        <Tag color="primary" data-testid="submission-state">{tr(`forms.state.${detail.state}`)}</Tag>
        <span className="ff-help">{tr('h5Forms.version', { n: detail.version })}</span>
        <span className="ff-grow" />
        {detail.canEdit && !editing ? (
          <Button size="small" onClick={() => setEditing(true)} data-testid="submission-edit">
            {tr('h5Forms.edit')}
          </Button>
        ) : null}
        {!editing ? (
          <Button size="small" onClick={() => window.print()} data-testid="submission-print">
            {tr('h5Forms.print')}
          </Button>
        ) : null}
      </div>
      {detail.processId ? <SubmissionLink submissionId={detail.id} /> : null}
      {editing ? <EditSubmission detail={detail} onSaved={load} onCancel={() => setEditing(false)} /> : <SubmissionView detail={detail} />}
    </Page>
  );
}
