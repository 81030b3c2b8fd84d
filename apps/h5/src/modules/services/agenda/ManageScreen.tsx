/** agendaManage/index: an organiser's desk — the groups they own or manage and what they published lately, with read and confirmation counts. */
import type { AgendaGroup, AgendaPublished } from '@campus/api';
import { Button, Empty, List, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { agendaApi } from './endpoints';
import { PublishedList } from './PublishedList';
import './agenda.css';

export default function ManageScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const [data, setData] = useState<{ groups: AgendaGroup[]; items: AgendaPublished[] } | null>(null);
  const [canCreate, setCanCreate] = useState(false);
  useEffect(() => {
    Promise.all([api(agendaApi.managed, {}), api(agendaApi.groups, {})])
      .then(([m, g]) => {
        setData(m);
        setCanCreate(g.canCreate);
      })
      .catch(toastError);
  }, []);
  return (
    <Page page="agenda-manage">
      <div className="agenda-actions">
        {canCreate ? (
          <Button color="primary" onClick={() => navigate('/agenda/createGroup')}>
            {tr('agenda.manage.create')}
          </Button>
        ) : null}
        {data?.groups.length ? <Button onClick={() => navigate('/agenda/addClass')}>{tr('agenda.group.publish')}</Button> : null}
      </div>
      <List header={tr('agenda.manage.groups')}>
        {(data?.groups ?? []).map((g) => (
          <List.Item
            key={g.id}
            clickable
            description={`${tr('agenda.group.code')} ${g.code ?? ''} · ${tr('agenda.group.members', { n: g.members })}`}
            extra={<Tag color="primary">{tr(`agenda.group.role.${g.role}`)}</Tag>}
            onClick={() => navigate(`/agenda/classManageDetail?id=${encodeURIComponent(g.id)}`)}
          >
            {g.name}
          </List.Item>
        ))}
      </List>
      {data && data.groups.length === 0 ? <Empty description={tr('agenda.manage.none')} /> : null}
      {data?.items.length ? <PublishedList header={tr('agenda.manage.items')} items={data.items} showGroup /> : null}
    </Page>
  );
}
