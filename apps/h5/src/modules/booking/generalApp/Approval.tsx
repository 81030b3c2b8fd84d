/** generalApp/approval: the approver's queue — approve, or reject with a reason the applicant is told. */
import type { GaAppointmentAdmin } from '@campus/api';
import { Button, Dialog, TextArea, Toast } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { generalAppApi } from './endpoints';
import { ApptCard } from './parts/ApptCard';
import { Footer } from './parts/Footer';
import { usePages, useRights } from './parts/hooks';
import { Notice } from './parts/Notice';
import './generalApp.css';

const fetchPage = (current: number, pageSize: number) => api(generalAppApi.pending, { current, pageSize });

/** Only approvers load the queue (others would only be refused). */
export default function Approval() {
  const rights = useRights();
  if (!rights.approve) return <Page page="ga-approval">{rights.loaded ? <Notice kind="denied" /> : null}</Page>;
  return <Queue />;
}

function Queue() {
  const tr = useT();
  const navigate = useNavigate();
  const { items, setItems, hasMore, loadMore, reset } = usePages(fetchPage);
  useEffect(reset, [reset]);
  const reason = useRef('');

  async function decide(a: GaAppointmentAdmin, approve: boolean) {
    if (!approve) {
      reason.current = '';
      const ok = await Dialog.confirm({
        title: tr('generalApp.approval.reason'),
        content: (
          <TextArea
            placeholder={tr('generalApp.approval.reasonPlaceholder')}
            rows={3}
            maxLength={500}
            onChange={(v) => (reason.current = v)}
            data-testid="ga-reason"
          />
        ),
      });
      if (!ok) return;
      if (!reason.current.trim())
        return Toast.show({ content: tr('generalApp.form.required', { field: tr('generalApp.approval.reason') }) });
    }
    try {
      await api(generalAppApi.decide, { id: a.id, approve, reason: approve ? '' : reason.current.trim() });
      Toast.show({
        content: tr(approve ? 'generalApp.approval.approved' : 'generalApp.approval.rejected'),
        icon: 'success',
      });
      setItems((list) => list.filter((x) => x.id !== a.id));
    } catch (err) {
      toastError(err);
    }
  }

  return (
    <Page page="ga-approval">
      <div className="ga ga-grid">
        {items.map((a) => (
          <ApptCard
            key={a.id}
            a={a}
            onClick={() => navigate(`/generalApp/AdminDetails?id=${encodeURIComponent(a.id)}`)}
            extra={
              <>
                <Button size="small" color="danger" fill="outline" onClick={() => void decide(a, false)}>
                  {tr('generalApp.approval.reject')}
                </Button>
                <Button size="small" color="primary" onClick={() => void decide(a, true)} data-testid="ga-approve">
                  {tr('generalApp.approval.approve')}
                </Button>
              </>
            }
          />
        ))}
      </div>
      <Footer loadMore={loadMore} hasMore={hasMore} count={items.length} empty="generalApp.approval.empty" />
    </Page>
  );
}
