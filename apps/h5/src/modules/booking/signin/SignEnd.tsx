/**
 * signpoject/signend: the result after signing. Success shows the record as the server keeps it
 * (time, late, distance, visits); a refusal shows why in the current language (the catalogue
 * text of its code, with the distance when out of range) and leads back to the way it was tried
 * (`via`: the scanner, the number field or the signature pad).
 */
import type { SigninRecord } from '@campus/api';
import { tOr } from '@campus/i18n';
import { Button, Result } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import { shortText } from '../../../lib/time';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { signinApi } from './endpoints';
import { againOf } from './logic';
import './signin.css';

export default function SignEnd() {
  const tr = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('s') ?? '';
  const ok = params.get('ok') === '1';
  const e = Number(params.get('e') ?? 0);
  const via = params.get('via');
  const [title, setTitle] = useState('');
  const [record, setRecord] = useState<SigninRecord | null>(null);

  useEffect(() => {
    if (!id) return;
    api(signinApi.detail, { id }, { silent: true })
      .then((d) => {
        setTitle(d.title);
        setRecord(d.mine);
      })
      .catch(() => undefined);
  }, [id]);

  const distance = params.get('distance');
  const radius = params.get('radius');
  const why =
    e === 30007 && distance && radius
      ? tr('signin.result.outOfRange', { distance, radius })
      : e === 30007
        ? tr('signin.hint.noLocation')
        : e === 30008 && via === 'number'
          ? tr('signin.result.wrongNumber')
          : tOr(`errors.${e}`, tr('signin.result.failed'));
  const again = againOf(via, id);

  const okTitle = params.get('visit') === '1' || record?.method === 'checkpoint' ? tr('signin.result.visit') : record?.late ? tr('signin.result.okLate') : tr('signin.result.ok');
  const details = record
    ? [
        tr('signin.state.at', { time: shortText(record.at) }),
        record.distance !== null ? tr('signin.state.distance', { n: record.distance }) : '',
        record.visits ? tr('signin.state.visits', { n: record.visits }) : '',
      ]
        .filter(Boolean)
        .join(' · ')
    : '';

  if (!ok && !e) return <NoData />;
  return (
    <Page page="signin-end">
      <div data-testid="signin-result" data-ok={ok ? '1' : '0'}>
        {ok ? (
          <Result status="success" title={okTitle} description={[title, details].filter(Boolean).join(' · ')} />
        ) : (
          <Result status="error" title={tr('signin.result.failed')} description={[title, why].filter(Boolean).join(' · ')} />
        )}
      </div>
      <div className="signin-actions">
        {ok ? null : (
          <Button onClick={() => navigate(again.href, { replace: true })} data-testid="signin-again">
            {tr(again.label)}
          </Button>
        )}
        <Button color="primary" onClick={() => navigate('/signpoject/signindex')}>
          {tr('signin.action.back')}
        </Button>
      </div>
    </Page>
  );
}
