/** One item on its own page (/workflow/item?id=), for links from messages and to-dos. */
import { t } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { history, useSearchParams } from '@umijs/max';
import { Empty } from 'antd';
import { useLang } from '@/lib/lang';
import { ItemView } from './components/ItemView';

export default function ItemPage() {
  useLang();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <PageContainer title={t('adminWorkflow.item.title')} onBack={() => history.push('/workflow/todo')}>
      {id ? <ItemView id={id} /> : <Empty />}
    </PageContainer>
  );
}
