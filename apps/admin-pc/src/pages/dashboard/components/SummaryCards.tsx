import { t } from '@campus/i18n';
import { Card, Col, Row, Statistic } from 'antd';

export interface Totals {
  users: number;
  activeUsers: number;
  sessions: number;
  roles: number;
}

export function SummaryCards({ totals, loading }: { totals?: Totals; loading: boolean }) {
  const items = [
    { key: 'users', title: t('admin.dashboard.users'), value: totals?.users },
    { key: 'activeUsers', title: t('admin.dashboard.activeUsers'), value: totals?.activeUsers },
    { key: 'sessions', title: t('admin.dashboard.sessions'), value: totals?.sessions },
    { key: 'roles', title: t('admin.dashboard.roles'), value: totals?.roles },
  ];
  return (
    <Row gutter={16}>
      {items.map((i) => (
        <Col span={6} key={i.key}>
          <Card loading={loading} data-testid={`stat-${i.key}`}>
            <Statistic title={i.title} value={i.value ?? 0} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
