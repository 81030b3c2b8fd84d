/** Clock-in (clock.manage): the rules, and each day's figures with the xlsx export. */
import { clock, type ClockRule } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer, ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tabs, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { audienceText } from '@/components/AudienceFields';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { DayStats } from './components/DayStats';
import { RuleForm } from './components/RuleForm';

const weekday = (d: number) => t(`adminClock.weekdays.d${d as 0 | 1 | 2 | 3 | 4 | 5 | 6}`);

export default function ClockPage() {
  useLang();
  const [rules, setRules] = useState<ClockRule[]>([]);
  const load = useCallback(() => {
    call(clock.adminRules, {}).then((d) => setRules(d.list), () => undefined);
  }, []);
  useEffect(load, [load]);

  const columns: ProColumns<ClockRule>[] = [
    { title: t('adminClock.col.name'), dataIndex: 'name' },
    { title: t('adminClock.col.audience'), dataIndex: 'audience', render: (_, r) => audienceText(r.audience) },
    { title: t('adminClock.col.weekdays'), dataIndex: 'weekdays', render: (_, r) => r.weekdays.map(weekday).join(' ') },
    { title: t('adminClock.col.windows'), dataIndex: 'windows', render: (_, r) => r.windows.map((w) => `${w.name} ${w.start}–${w.end}`).join('；') },
    { title: t('adminClock.col.places'), dataIndex: 'places', render: (_, r) => r.places.map((p) => p.name).join('、') || '—' },
    { title: t('adminClock.col.active'), dataIndex: 'active', render: (_, r) => (r.active ? <Tag color="green">{t('adminClock.active')}</Tag> : <Tag>{t('adminClock.inactive')}</Tag>) },
    {
      title: '',
      valueType: 'option',
      render: (_, r) => (
        <Space size={4}>
          <RuleForm rule={r} trigger={<a>{t('adminClock.edit')}</a>} onSaved={load} />
          <Popconfirm title={t('adminClock.deleteConfirm')} onConfirm={() => void call(clock.deleteRule, { id: r.id }).then(load, () => undefined)}>
            <a>{t('adminClock.delete')}</a>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <PageContainer title={t('adminClock.title')}>
      <Tabs
        items={[
          {
            key: 'rules',
            label: t('adminClock.rules'),
            children: (
              <ProTable<ClockRule>
                rowKey="id"
                columns={columns}
                dataSource={rules}
                search={false}
                pagination={false}
                toolBarRender={() => [<RuleForm key="new" trigger={<Button type="primary">{t('adminClock.newRule')}</Button>} onSaved={load} />]}
              />
            ),
          },
          { key: 'stats', label: t('adminClock.stats'), children: <DayStats rules={rules} /> },
        ]}
      />
    </PageContainer>
  );
}
