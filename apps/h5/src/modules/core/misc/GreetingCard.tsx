/** greetingCard/index: a greeting card from the school to the logged-in person. */
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSite } from '../../../lib/site';
import { Page } from '../../../shared/Page';

const OCCASIONS = ['newYear', 'springFestival', 'graduation', 'birthday'] as const;
type Occasion = (typeof OCCASIONS)[number];

export default function GreetingCard() {
  const tr = useT();
  const session = useSession();
  const site = useSite();
  const [params] = useSearchParams();
  const asked = params.get('type') as Occasion | null;
  const occasion: Occasion = asked && OCCASIONS.includes(asked) ? asked : 'newYear';
  return (
    <Page page="greeting-card">
      <div className="page-card center" style={{ background: 'linear-gradient(160deg,#ff7a45,#f5222d)', color: '#fff', padding: 32 }}>
        <div className="page-title">{tr(`h5.greeting.${occasion}`)}</div>
        <p>{tr('h5.greeting.dear', { name: session.user?.name ?? '' })}</p>
        <p>{tr('h5.greeting.body')}</p>
        <p style={{ textAlign: 'right' }}>{site?.name ?? ''}</p>
      </div>
    </Page>
  );
}
