/** What a page shows when the user may not use it, or when no page has that address. */
import { t } from '@campus/i18n';
import { history } from '@umijs/max';
import { Button, Result } from 'antd';
import { useLang } from '@/lib/lang';

export function NoAccess() {
  useLang();
  return (
    <div data-page="no-access">
      <Result
        status="403"
        title="403"
        subTitle={t('admin.noAccess')}
        extra={
          <Button type="primary" onClick={() => history.push('/login')}>
            {t('admin.switchAccount')}
          </Button>
        }
      />
    </div>
  );
}

export function NotFound() {
  useLang();
  return (
    <div data-page="not-found">
      <Result
        status="404"
        title="404"
        subTitle={t('admin.notFound')}
        extra={
          <Button type="primary" onClick={() => history.push('/')}>
            {t('admin.backHome')}
          </Button>
        }
      />
    </div>
  );
}
