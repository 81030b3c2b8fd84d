/** personalAgenda/add (also agenda/addAgenda): a new personal item (on `date`), or the item `id` changed. */
import { Button, Toast } from 'antd-mobile';
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

export default function EditScreen() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const today = useToday();
  const [value, setValue] = useState<ItemValues | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (id) {
      api(agendaApi.detail, { id })
        .then((d) => setValue(fromItem(d)))
        .catch(toastError);
      return;
    }
    if (!today) return;
    api(agendaApi.settings, {})
      .then((s) => setValue(blankItem(params.get('date') || today, s.defaultRemind)))
      .catch(toastError);
  }, [id, today, params]);
  const submit = () => {
    if (!value) return;
    setBusy(true);
    api(agendaApi.save, { ...toInput(value), ...(id ? { id } : {}) })
      .then((r) => {
        Toast.show({ content: tr('agenda.saved'), icon: 'success' });
        navigate(`/agenda/classDetail?id=${encodeURIComponent(r.id)}`, { replace: true });
      })
      .catch(toastError)
      .finally(() => setBusy(false));
  };
  return (
    <Page page="agenda-edit" title={tr(id ? 'agenda.title.edit' : 'agenda.title.add')}>
      {value ? <ItemForm value={value} onChange={setValue} /> : null}
      <div className="agenda-actions">
        <Button block color="primary" loading={busy} disabled={!value?.title.trim()} onClick={submit} data-testid="agenda-save">
          {tr('agenda.form.save')}
        </Button>
      </div>
    </Page>
  );
}
