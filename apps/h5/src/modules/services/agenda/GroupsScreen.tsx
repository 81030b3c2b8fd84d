/** agenda/classManage: the caller's groups, joining one by its code, and (teachers, staff) creating one. */
import type { AgendaGroup } from '@campus/api';
import { Button, Empty, Input, List, Tag, Toast } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { agendaApi } from './endpoints';
import './agenda.css';

export default function GroupsScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const [data, setData] = useState<{ list: AgendaGroup[]; canCreate: boolean } | null>(null);
  const [code, setCode] = useState('');
  const load = useCallback(() => {
    api(agendaApi.groups, {})
      .then(setData)
      .catch(toastError);
  }, []);
  useEffect(load, [load]);
  const join = () =>
    api(agendaApi.join, { code })
      .then((r) => {
        Toast.show({ content: tr('agenda.group.joined', { name: r.name }), icon: 'success' });
        setCode('');
        load();
      })
      .catch(toastError);
  return (
    <Page page="agenda-groups">
      <List header={tr('agenda.group.join')}>
        <List.Item
          extra={
            <Button size="small" color="primary" disabled={code.trim().length < 6} onClick={join}>
              {tr('agenda.group.join')}
            </Button>
          }
        >
          <Input placeholder={tr('agenda.group.joinPh')} value={code} maxLength={12} onChange={setCode} data-testid="agenda-join-code" />
        </List.Item>
      </List>
      <List header={tr('agenda.group.mine')} data-testid="agenda-groups">
        {(data?.list ?? []).map((g) => (
          <List.Item
            key={g.id}
            clickable
            description={`${tr('agenda.group.owner', { name: g.ownerName })} · ${tr('agenda.group.members', { n: g.members })}`}
            extra={<Tag color={g.role === 'member' ? 'default' : 'primary'}>{tr(`agenda.group.role.${g.role}`)}</Tag>}
            onClick={() => navigate(`/agenda/classManageDetail?id=${encodeURIComponent(g.id)}`)}
          >
            {g.name}
          </List.Item>
        ))}
      </List>
      {data && data.list.length === 0 ? <Empty description={tr('agenda.group.none')} /> : null}
      {data?.canCreate ? (
        <div className="agenda-actions">
          <Button block color="primary" onClick={() => navigate('/agenda/createGroup')} data-testid="agenda-create-group">
            {tr('agenda.group.create')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
