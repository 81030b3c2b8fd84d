/** People with no-shows in the last 30 days, and the site's limit that blocks booking. */
import { seat } from '@campus/api';
import { t } from '@campus/i18n';
import { ModalForm, ProFormDigit, ProTable, type ActionType } from '@ant-design/pro-components';
import { Button, Tag } from 'antd';
import { useRef } from 'react';
import { tableResult, timeColumn } from '@/lib/table';
import { call } from '@/services/api';

interface Row {
  userId: string;
  name: string;
  number: string;
  count: number;
  last: number;
  blocked: boolean;
}

export function NoShows() {
  const ref = useRef<ActionType>(null);
  return (
    <ProTable<Row>
      rowKey="userId"
      actionRef={ref}
      search={false}
      headerTitle={t('adminSeat.action.noShows')}
      request={(p) => tableResult(call(seat.manageNoShows, { current: p.current ?? 1, pageSize: p.pageSize ?? 20 }))}
      toolBarRender={() => [
        <ModalForm<{ noShowLimit: number }>
          key="settings"
          title={t('adminSeat.action.settings')}
          width={420}
          trigger={<Button>{t('adminSeat.action.settings')}</Button>}
          request={() => call(seat.settings, {})}
          modalProps={{ destroyOnHidden: true }}
          onFinish={async (v) => {
            await call(seat.settingsSave, { noShowLimit: v.noShowLimit });
            void ref.current?.reload();
            return true;
          }}
        >
          <ProFormDigit name="noShowLimit" label={t('adminSeat.noShow.limit')} min={0} max={100} fieldProps={{ precision: 0 }} />
        </ModalForm>,
      ]}
      columns={[
        { title: t('adminSeat.booking.name'), dataIndex: 'name' },
        { title: t('adminSeat.booking.number'), dataIndex: 'number' },
        { title: t('adminSeat.noShow.count'), dataIndex: 'count' },
        timeColumn(t('adminSeat.noShow.last'), 'last'),
        { title: t('adminSeat.noShow.blocked'), dataIndex: 'blocked', render: (_, r) => (r.blocked ? <Tag color="red">{t('adminSeat.noShow.blocked')}</Tag> : '-') },
      ]}
    />
  );
}
