/**
 * A group's members for its owner and managers: add people by account or number (several at
 * once), import one of the school's classes, remove members, and (the owner) name managers.
 */
import { audienceOptions, type AgendaGroup, type AgendaMember } from '@campus/api';
import { Button, List, Picker, Tag, TextArea, Toast } from 'antd-mobile';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { agendaApi } from './endpoints';

export function MemberPanel({ group, members, onChange }: { group: AgendaGroup; members: AgendaMember[]; onChange(): void }) {
  const tr = useT();
  const [accounts, setAccounts] = useState('');
  const [classes, setClasses] = useState<{ label: string; value: string }[] | null>(null);
  const add = () =>
    api(agendaApi.addMembers, { groupId: group.id, accounts })
      .then((r) => {
        const text = tr('agenda.group.added', { added: r.added, already: r.already });
        Toast.show({ content: r.missing.length ? `${text}\n${tr('agenda.group.missing', { list: r.missing.join('、') })}` : text });
        setAccounts('');
        onChange();
      })
      .catch(toastError);
  const pickClass = () =>
    api(audienceOptions.options, {})
      .then((o) => setClasses(o.classes.map((c) => ({ label: c.name, value: c.id }))))
      .catch(toastError);
  const importClass = (classId: string) =>
    api(agendaApi.importClass, { groupId: group.id, classId })
      .then((r) => {
        Toast.show({ content: tr('agenda.group.added', { added: r.added, already: r.already }) });
        onChange();
      })
      .catch(toastError);
  const run = (key: string, m: AgendaMember) => {
    const call =
      key === 'role'
        ? api(agendaApi.setRole, { groupId: group.id, userId: m.userId, role: m.role === 'manager' ? 'member' : 'manager' })
        : api(agendaApi.removeMember, { groupId: group.id, userId: m.userId });
    call.then(onChange).catch(toastError);
  };
  return (
    <>
      <List header={tr('agenda.group.addMembers')}>
        <List.Item>
          <TextArea placeholder={tr('agenda.group.accountsPh')} value={accounts} autoSize={{ minRows: 2, maxRows: 5 }} onChange={setAccounts} data-testid="agenda-accounts" />
        </List.Item>
        <List.Item>
          <div className="row">
            <Button size="small" color="primary" disabled={!accounts.trim()} onClick={add} data-testid="agenda-add-members">
              {tr('agenda.group.addButton')}
            </Button>
            <Button size="small" onClick={pickClass}>
              {tr('agenda.group.importClass')}
            </Button>
          </div>
        </List.Item>
      </List>
      <Picker columns={classes ? [classes] : []} visible={classes !== null} title={tr('agenda.group.pickClass')} onClose={() => setClasses(null)} onConfirm={(v) => v[0] && importClass(String(v[0]))} />
      <List header={`${tr('agenda.group.memberList')} · ${tr('agenda.group.members', { n: members.length })}`} data-testid="agenda-members">
        {members.map((m) => (
          <List.Item
            key={m.userId}
            description={`${m.username} · ${m.number}`}
            extra={<Tag color={m.role === 'member' ? 'default' : 'primary'}>{tr(`agenda.group.role.${m.role}`)}</Tag>}
          >
            {m.name}
            {group.role === 'owner' && m.role !== 'owner' ? (
              <span className="row" style={{ marginTop: 4 }}>
                <Button size="mini" onClick={() => run('role', m)}>
                  {tr(m.role === 'manager' ? 'agenda.group.makeMember' : 'agenda.group.makeManager')}
                </Button>
                <Button size="mini" color="danger" fill="outline" onClick={() => run('remove', m)}>
                  {tr('agenda.group.remove')}
                </Button>
              </span>
            ) : group.role === 'manager' && m.role === 'member' ? (
              <span className="row" style={{ marginTop: 4 }}>
                <Button size="mini" color="danger" fill="outline" onClick={() => run('remove', m)}>
                  {tr('agenda.group.remove')}
                </Button>
              </span>
            ) : null}
          </List.Item>
        ))}
      </List>
    </>
  );
}
