/** The site's holiday dates, one per line (holiday service runs on them). */
import { shuttleBus } from '@campus/api';
import { t } from '@campus/i18n';
import { ProForm, ProFormTextArea } from '@ant-design/pro-components';
import { message } from 'antd';
import { call } from '@/services/api';

export function Holidays() {
  return (
    <ProForm<{ dates: string }>
      request={async () => ({ dates: (await call(shuttleBus.holidays, {})).dates.join('\n') })}
      onFinish={async (v) => {
        const dates = (v.dates ?? '').split(/[\s,，]+/).filter(Boolean);
        await call(shuttleBus.saveHolidays, { dates });
        message.success(t('adminShuttleBus.saved'));
        return true;
      }}
    >
      <ProFormTextArea name="dates" label={t('adminShuttleBus.holidays')} tooltip={t('adminShuttleBus.holidaysHint')} fieldProps={{ rows: 10 }} />
    </ProForm>
  );
}
