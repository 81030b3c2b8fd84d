/**
 * agenda/classDetail: one item — personal or of a group. Members confirm a group item that asks
 * for it; the group's owner and managers see who has read and confirmed it; anyone who sees it
 * can add it to their phone's calendar (.ics).
 */
import type { AgendaItem } from '@campus/api';
import { Button, Dialog, List, Tag, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { agendaApi } from './endpoints';
import { COLOR_HEX, remindLabel, repeatLabel, timeRange } from './labels';
import { Receipts } from './Receipts';
import './agenda.css';

export default function DetailScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [item, setItem] = useState<AgendaItem | null>(null);
  const load = useCallback(() => {
    api(agendaApi.detail, { id })
      .then(setItem)
      .catch(toastError);
  }, [id]);
  useEffect(() => {
    if (!id) return;
    load();
    api(agendaApi.read, { id }).catch(() => undefined);
  }, [id, load]);
  if (!id) return <NoData />;
  if (!item) return <Page page="agenda-detail">{null}</Page>;
  const confirm = () =>
    api(agendaApi.confirm, { id })
      .then(() => {
        Toast.show({ content: tr('agenda.confirmed'), icon: 'success' });
        load();
      })
      .catch(toastError);
  const remove = async () => {
    if (!(await Dialog.confirm({ content: tr('agenda.confirmDelete') }))) return;
    api(agendaApi.remove, { id })
      .then(() => {
        Toast.show({ content: tr('agenda.deleted') });
        navigate('/personalAgenda/index', { replace: true });
      })
      .catch(toastError);
  };
  const editPath = item.groupId ? `/agenda/addClass?id=${encodeURIComponent(id)}` : `/personalAgenda/add?id=${encodeURIComponent(id)}`;
  return (
    <Page page="agenda-detail">
      <div className="page-card">
        <div className="row">
          <span className="agenda-bar" style={{ background: COLOR_HEX[item.color] }} />
          <h1 className="page-title grow" data-testid="agenda-detail-title">
            {item.title}
          </h1>
        </div>
        {item.groupName !== null ? (
          <div className="row">
            <Tag color="primary" fill="outline">{item.groupName}</Tag>
            <span className="muted">
              {tr('agenda.publishedBy')}：{item.ownerName}
            </span>
          </div>
        ) : null}
      </div>
      <List>
        <List.Item title={tr('agenda.form.when')}>
          {item.startDate} {timeRange(tr, item)}
        </List.Item>
        <List.Item title={tr('agenda.form.repeat')}>{repeatLabel(tr, item.repeat, item.repeatUntil)}</List.Item>
        {item.location ? <List.Item title={tr('agenda.form.location')}>{item.location}</List.Item> : null}
        {item.remind.length ? <List.Item title={tr('agenda.form.remind')}>{item.remind.map((m) => remindLabel(tr, m)).join('、')}</List.Item> : null}
        {item.notes ? (
          <List.Item title={tr('agenda.form.notes')}>
            <div style={{ whiteSpace: 'pre-wrap' }}>{item.notes}</div>
          </List.Item>
        ) : null}
      </List>
      <div className="agenda-actions">
        {item.needConfirm && item.confirmedAt === null ? (
          <Button color="primary" onClick={confirm} data-testid="agenda-confirm">
            {tr('agenda.confirm')}
          </Button>
        ) : item.needConfirm ? (
          <Tag color="success">{tr('agenda.confirmed')}</Tag>
        ) : null}
        {item.canEdit ? <Button onClick={() => navigate(editPath)}>{tr('agenda.edit')}</Button> : null}
        {item.canEdit ? (
          <Button color="danger" fill="outline" onClick={remove}>
            {tr('agenda.delete')}
          </Button>
        ) : null}
        <a className="adm-button adm-button-default adm-button-shape-default" style={{ textDecoration: 'none' }} href={`/api/agenda/ics?id=${encodeURIComponent(id)}`} download>
          {tr('agenda.export')}
        </a>
      </div>
      {item.receipts ? <Receipts r={item.receipts} needConfirm={item.needConfirm} /> : null}
    </Page>
  );
}
