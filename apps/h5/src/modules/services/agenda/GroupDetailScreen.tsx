/**
 * agenda/classManageDetail: one group. Everyone in it sees its items; its owner and managers
 * also see the join code, publish, and manage members; members may leave; the owner deletes it.
 */
import type { AgendaGroup, AgendaMember, AgendaPublished } from '@campus/api';
import { Button, Dialog, Empty, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { agendaApi } from './endpoints';
import { MemberPanel } from './MemberPanel';
import { PublishedList } from './PublishedList';
import './agenda.css';

export default function GroupDetailScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [data, setData] = useState<{ group: AgendaGroup; members: AgendaMember[]; items: AgendaPublished[] } | null>(null);
  const load = useCallback(() => {
    api(agendaApi.group, { id })
      .then(setData)
      .catch(toastError);
  }, [id]);
  useEffect(() => {
    if (id) load();
  }, [id, load]);
  if (!id) return <NoData />;
  if (!data) return <Page page="agenda-group">{null}</Page>;
  const { group } = data;
  const manages = group.role !== 'member';
  const resetCode = () => api(agendaApi.resetCode, { groupId: id }).then(load).catch(toastError);
  const leave = async () => {
    if (!(await Dialog.confirm({ content: tr('agenda.group.confirmLeave') }))) return;
    api(agendaApi.leave, { groupId: id })
      .then(() => navigate('/agenda/classManage', { replace: true }))
      .catch(toastError);
  };
  const remove = async () => {
    if (!(await Dialog.confirm({ content: tr('agenda.group.confirmDeleteGroup') }))) return;
    api(agendaApi.deleteGroup, { id })
      .then(() => {
        Toast.show({ content: tr('agenda.deleted') });
        navigate('/agenda/classManage', { replace: true });
      })
      .catch(toastError);
  };
  return (
    <Page page="agenda-group">
      <div className="page-card">
        <h1 className="page-title" data-testid="agenda-group-title">
          {group.name}
        </h1>
        {group.description ? <p>{group.description}</p> : null}
        <div className="muted">
          {tr('agenda.group.owner', { name: group.ownerName })} · {tr('agenda.group.members', { n: group.members })}
        </div>
        {group.code ? (
          <>
            <div className="muted" style={{ marginTop: 12 }}>
              {tr('agenda.group.code')}
            </div>
            <div className="agenda-code" data-testid="agenda-group-code">
              {group.code}
            </div>
            <div className="muted">{tr('agenda.group.codeHint')}</div>
          </>
        ) : null}
      </div>
      <div className="agenda-actions">
        {manages ? (
          <Button color="primary" onClick={() => navigate(`/agenda/addClass?groupId=${encodeURIComponent(id)}`)} data-testid="agenda-to-publish">
            {tr('agenda.group.publish')}
          </Button>
        ) : null}
        {manages ? <Button onClick={() => navigate(`/agenda/createGroup?id=${encodeURIComponent(id)}`)}>{tr('agenda.edit')}</Button> : null}
        {manages ? <Button onClick={resetCode}>{tr('agenda.group.resetCode')}</Button> : null}
        {group.role !== 'owner' ? <Button onClick={leave}>{tr('agenda.group.leave')}</Button> : null}
        {group.role === 'owner' ? (
          <Button color="danger" fill="outline" onClick={remove}>
            {tr('agenda.group.deleteGroup')}
          </Button>
        ) : null}
      </div>
      <PublishedList header={tr('agenda.group.items')} items={data.items} />
      {data.items.length === 0 ? <Empty description={tr('agenda.group.noItems')} /> : null}
      {manages ? <MemberPanel group={group} members={data.members} onChange={load} /> : <p className="muted center">{tr('agenda.group.manageOnly')}</p>}
    </Page>
  );
}
