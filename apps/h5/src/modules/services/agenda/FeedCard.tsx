/** The calendar subscription: make (or renew) the secret address — shown once — or turn it off; download everything as .ics. */
import { Button, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { toastError } from '../../../shared/errors';
import { agendaApi } from './endpoints';

export function FeedCard({ on, onChange }: { on: boolean; onChange(on: boolean): void }) {
  const tr = useT();
  const [url, setUrl] = useState('');
  const set = (enabled: boolean) =>
    api(agendaApi.feed, { enabled })
      .then((r) => {
        setUrl(r.path ? `${location.origin}${r.path}` : '');
        onChange(enabled);
      })
      .catch(toastError);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(url)
      .then(() => Toast.show({ content: tr('agenda.remind.copied') }))
      .catch(() => undefined);
  };
  return (
    <List header={tr('agenda.remind.feed')}>
      <List.Item description={tr('agenda.remind.feedHint')}>
        {url ? <div className="agenda-feed" data-testid="agenda-feed-url">{url}</div> : on ? <span className="muted">{tr('agenda.remind.feedActive')}</span> : null}
      </List.Item>
      <List.Item>
        <div className="row" style={{ flexWrap: 'wrap' }}>
          <Button size="small" color="primary" onClick={() => set(true)}>
            {tr(on ? 'agenda.remind.feedReset' : 'agenda.remind.feedOn')}
          </Button>
          {url ? <Button size="small" onClick={copy}>{tr('agenda.remind.copy')}</Button> : null}
          {on ? (
            <Button size="small" fill="outline" onClick={() => set(false)}>
              {tr('agenda.remind.feedOff')}
            </Button>
          ) : null}
          <a className="adm-button adm-button-default adm-button-small" style={{ textDecoration: 'none' }} href="/api/agenda/ics" download>
            {tr('agenda.remind.download')}
          </a>
        </div>
      </List.Item>
    </List>
  );
}
