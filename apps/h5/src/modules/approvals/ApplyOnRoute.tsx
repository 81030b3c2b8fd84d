/** The forms fill-in screen on the current route: `?formid=` set to the installed form, then the forms module's screen. */
import { Result, SpinLoading } from 'antd-mobile';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { Page } from '../../shared/Page';
import FillForm from '../forms/FillForm';
import type { InstalledApp } from './useApps';

export function ApplyOnRoute(p: { app: InstalledApp; page: string }) {
  const tr = useT();
  const [params, setParams] = useSearchParams();
  const formId = params.get('formid');
  useEffect(() => {
    if (p.app.open && formId !== p.app.formId) setParams({ formid: p.app.formId }, { replace: true });
  }, [p.app, formId, setParams]);
  if (!p.app.open) return <Page page={p.page}><Result status="info" title={tr('h5Approvals.closed', { name: p.app.name })} data-testid="approvals-closed" /></Page>;
  if (formId !== p.app.formId) return <Page page={p.page}><div className="wf-loading"><SpinLoading /></div></Page>;
  return <FillForm variant={undefined} />;
}
