/** publicsso/helpIndex, helpIndexmsg, helpQt: FAQ lists (all, messages, other questions). */
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { Page } from '../../../shared/Page';
import { faqsFor } from './faq';

export default function Help(props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  return (
    <Page page="help">
      <List header={tr(props.variant === 'msg' ? 'h5.title.helpMsg' : props.variant === 'qt' ? 'h5.title.helpQt' : 'h5.title.help')}>
        {faqsFor(props.variant).map((f) => (
          <List.Item key={f.id} onClick={() => navigate(`/publicsso/helpdetail?id=${f.id}`)}>
            {tr(f.q)}
          </List.Item>
        ))}
      </List>
    </Page>
  );
}
