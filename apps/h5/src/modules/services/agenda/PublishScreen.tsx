/** agenda/addClass: publish an item to a group the caller owns or manages (`groupId`), or change one (`id`). */
import type { AgendaGroup } from '@campus/api';
import { Button, List, Selector, Switch, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { agendaApi } from './endpoints';
import { blankItem, fromItem, toInput, type ItemValues } from './form-values';
import { ItemForm } from './ItemForm';
import { useToday } from './useRange';
import './agenda.css';

export default function PublishScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const today = useToday();
  const [groups, setGroups] = useState<AgendaGroup[]>([]);
  const [groupId, setGroupId] = useState(params.get('groupId') ?? '');
  const [needConfirm, setNeedConfirm] = useState(false);
  const [value, setValue] = useState<ItemValues | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api(agendaApi.managed, {})
      .then((d) => {
        setGroups(d.groups);
        setGroupId((g) => g || (d.groups.length === 1 ? d.groups[0]!.id : ''));
      })
      .catch(toastError);
  }, []);
  useEffect(() => {
    if (id) {
      api(agendaApi.detail, { id })
        .then((d) => {
          setValue(fromItem(d));
          setNeedConfirm(d.needConfirm);
          if (d.groupId) setGroupId(d.groupId);
        })
        .catch(toastError);
    } else if (today) setValue(blankItem(today, [30]));
  }, [id, today]);
  const submit = () => {
    if (!value) return;
    setBusy(true);
    api(agendaApi.publish, { ...toInput(value), groupId, needConfirm, ...(id ? { id } : {}) })
      .then((r) => {
        Toast.show({ content: tr('agenda.group.notified', { n: r.notified }), icon: 'success' });
        navigate(`/agenda/classDetail?id=${encodeURIComponent(r.id)}`, { replace: true });
      })
      .catch(toastError)
      .finally(() => setBusy(false));
  };
  return (
    <Page page="agenda-publish" title={tr('agenda.title.addClass')}>
      <List>
        <List.Item title={tr('agenda.form.group')}>
          <Selector columns={2} value={groupId ? [groupId] : []} onChange={(v) => setGroupId(v[0] ?? '')} options={groups.map((g) => ({ label: g.name, value: g.id }))} data-testid="agenda-group-pick" />
        </List.Item>
        <List.Item extra={<Switch checked={needConfirm} onChange={setNeedConfirm} data-testid="agenda-need-confirm" />}>{tr('agenda.form.needConfirm')}</List.Item>
      </List>
      {value ? <ItemForm value={value} onChange={setValue} /> : null}
      <div className="agenda-actions">
        <Button block color="primary" loading={busy} disabled={!value?.title.trim() || !groupId} onClick={submit} data-testid="agenda-publish">
          {tr('agenda.group.publish')}
        </Button>
      </div>
    </Page>
  );
}
