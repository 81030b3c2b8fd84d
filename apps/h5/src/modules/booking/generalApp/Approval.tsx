/** generalApp/approval: the approver's queue — approve, or reject with a reason the applicant is told. */
import type { GaAppointmentAdmin } from '@campus/api';
import { Button, Toast } from 'antd-mobile';
import { useEffect } from 'react';
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
import { askRejectReason } from './parts/reject';
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

  async function decide(a: GaAppointmentAdmin, approve: boolean) {
    const reason = approve ? '' : await askRejectReason(tr);
    if (reason === null) return;
    try {
      await api(generalAppApi.decide, { id: a.id, approve, reason });
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
