/** userlocalhost/index: what this browser knows about me and the site (for support questions). */
import { readLogin } from '@campus/api/rules';
import { getLang } from '@campus/i18n';
import { List } from 'antd-mobile';
import { useT } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useSite } from '../../../lib/site';
import { Page } from '../../../shared/Page';

export default function UserLocalhost() {
  const tr = useT();
  const session = useSession();
  const site = useSite();
  const stored = (() => {
    try {
      return readLogin(localStorage);
    } catch {
      return null;
    }
  })();
  return (
    <Page title={tr('h5.title.userLocal')} page="user-local">
      <List>
        <List.Item extra={session.user ? `${session.user.name} (${session.user.username})` : tr('h5.userLocal.guest')}>{tr('h5.userLocal.user')}</List.Item>
        <List.Item extra={site ? `${site.name} (${site.id})` : '-'}>{tr('h5.userLocal.site')}</List.Item>
        <List.Item extra={Object.keys(stored?.auth ?? {}).join(', ') || '-'}>{tr('h5.userLocal.modules')}</List.Item>
        <List.Item extra={getLang()}>{tr('common.language')}</List.Item>
        <List.Item extra={navigator.userAgent} description={navigator.userAgent}>
          {tr('h5.userLocal.browser')}
        </List.Item>
      </List>
    </Page>
  );
}
