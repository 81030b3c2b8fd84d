/** agenda/createGroup: create a group (teachers and staff), or rename one (`id`, its owner and managers). */
import { Button, Input, List, TextArea } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { Page } from '../../../shared/Page';
import { agendaApi } from './endpoints';
import './agenda.css';

export default function GroupFormScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!id) return;
    api(agendaApi.group, { id })
      .then((d) => {
        setName(d.group.name);
        setDescription(d.group.description);
      })
      .catch(toastError);
  }, [id]);
  const submit = () => {
    setBusy(true);
    api(agendaApi.saveGroup, { name, description, ...(id ? { id } : {}) })
      .then((r) => navigate(`/agenda/classManageDetail?id=${encodeURIComponent(r.id)}`, { replace: true }))
      .catch(toastError)
      .finally(() => setBusy(false));
  };
  return (
    <Page page="agenda-group-form" title={tr('agenda.title.createGroup')}>
      <List>
        <List.Item title={tr('agenda.group.name')}>
          <Input placeholder={tr('agenda.group.namePh')} value={name} maxLength={60} onChange={setName} data-testid="agenda-group-name" />
        </List.Item>
        <List.Item title={tr('agenda.group.description')}>
          <TextArea placeholder={tr('agenda.group.descriptionPh')} value={description} maxLength={300} autoSize={{ minRows: 2, maxRows: 5 }} onChange={setDescription} />
        </List.Item>
      </List>
      <div className="agenda-actions">
        <Button block color="primary" loading={busy} disabled={!name.trim()} onClick={submit} data-testid="agenda-group-save">
          {tr('agenda.form.save')}
        </Button>
      </div>
    </Page>
  );
}
