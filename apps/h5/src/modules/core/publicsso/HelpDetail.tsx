/** publicsso/helpdetail?id=: one FAQ answer; an unknown id shows the no-data view. */
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { FAQS } from './faq';

export default function HelpDetail() {
  const tr = useT();
  const [params] = useSearchParams();
  const faq = FAQS.find((f) => f.id === params.get('id'));
  if (!faq) return <NoData />;
  return (
    <Page title={tr(faq.q)} page="help-detail">
      <div className="page-card faq-body">{tr(faq.a)}</div>
    </Page>
  );
}
