/** The default page after login: summary figures and logins / hits per day (admin.statsDashboard). */
import { admin, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { PageContainer } from '@ant-design/pro-components';
import { Card, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useLang } from '@/lib/lang';
import { call } from '@/services/api';
import { SummaryCards } from './components/SummaryCards';
import { TrendChart } from './components/TrendChart';

type Stats = OutputOf<typeof admin.statsDashboard>;
const RANGES = [7, 14, 30] as const;

export default function DashboardPage() {
  useLang();
  const [days, setDays] = useState<number>(14);
  const [stats, setStats] = useState<Stats | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    // Days start at the site's midnight (the server keeps its clock).
    call(admin.statsDashboard, { days })
      .then((s) => live && setStats(s))
      .catch(() => undefined) // already shown by the request layer
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [days]);

  return (
    <PageContainer title={t('admin.menu.dashboard')}>
      <SummaryCards totals={stats?.totals} loading={loading && !stats} />
      <Card
        style={{ marginTop: 16 }}
        title={t('admin.dashboard.trend')}
        extra={
          <Segmented<number>
            value={days}
            onChange={setDays}
            options={RANGES.map((n) => ({ value: n, label: t('admin.dashboard.lastDays', { n }) }))}
          />
        }
      >
        <div data-testid="trend-chart">{stats && <TrendChart days={stats.days} />}</div>
      </Card>
    </PageContainer>
  );
}
