/**
 * /booking/signin/:id: one sign-in's counts and rate, signs per minute (echarts), who signed and
 * who did not (manual sign-in with a reason), and the xlsx export. Refreshes every 10 s.
 */
import { signin, type SigninManaged, type SigninPerson, type SigninStats } from '@campus/api';
import { t } from '@campus/i18n';
import { DownloadOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, useParams } from '@umijs/max';
import { Button, Card, Col, Image, Input, Modal, Row, Statistic, Tabs, Tag, message } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLang } from '@/lib/lang';
import { tableResult } from '@/lib/table';
import { call, download } from '@/services/api';
import { rate } from './components/helpers';
import { RateChart } from './components/RateChart';
import { timeText } from '@/lib/time';

export default function SigninDetailPage() {
  useLang();
  const { id = '' } = useParams<{ id: string }>();
  const [s, setS] = useState<SigninManaged | null>(null);
  const [stats, setStats] = useState<SigninStats | null>(null);
  const [tab, setTab] = useState<'signed' | 'unsigned'>('signed');
  const table = useRef<ActionType>(null);

  const refresh = useCallback(() => {
    call(signin.manageDetail, { id }).then(setS, () => undefined);
    call(signin.stats, { id }).then(setStats, () => undefined);
  }, [id]);
  useEffect(() => {
    refresh();
    const timer = setInterval(() => {
      refresh();
      void table.current?.reload();
    }, 10_000);
    return () => clearInterval(timer);
  }, [refresh]);

  const manual = (p: SigninPerson) => {
    let reason = '';
    Modal.confirm({
      title: `${t('adminSignin.action.manual')} · ${p.name}`,
      content: <Input placeholder={t('adminSignin.people.manualReason')} onChange={(e) => (reason = e.target.value)} data-testid="signin-reason" />,
      onOk: async () => {
        await call(signin.manual, { id, userId: p.userId, reason: reason.trim() });
        void message.success(t('adminSignin.action.saved'));
        refresh();
        void table.current?.reload();
      },
    });
  };

  const columns: ProColumns<SigninPerson>[] = [
    { title: t('adminSignin.people.name'), dataIndex: 'name' },
    { title: t('adminSignin.people.number'), dataIndex: 'number' },
    { title: t('adminSignin.people.department'), dataIndex: 'department' },
    { title: t('adminSignin.people.className'), dataIndex: 'className' },
    ...(tab === 'signed'
      ? ([
          { title: t('adminSignin.people.at'), key: 'at', render: (_, p) => (p.record ? timeText(p.record.at) : '') },
          { title: t('adminSignin.people.late'), key: 'late', render: (_, p) => (p.record?.late ? <Tag color="orange">{t('adminSignin.yes')}</Tag> : t('adminSignin.no')) },
          { title: t('adminSignin.people.method'), key: 'method', render: (_, p) => (p.record ? t(`adminSignin.method.${p.record.method}`) : '') },
          { title: t('adminSignin.people.distance'), key: 'distance', render: (_, p) => p.record?.distance ?? '-' },
          { title: t('adminSignin.people.reason'), key: 'reason', render: (_, p) => p.record?.reason || '-' },
          {
            title: t('adminSignin.people.signature'),
            key: 'signature',
            render: (_, p) => (p.record?.signatureUrl ? <Image src={p.record.signatureUrl} height={36} alt="" /> : '-'),
          },
        ] as ProColumns<SigninPerson>[])
      : ([{ title: t('adminSignin.col.actions'), key: 'manual', render: (_, p) => <a onClick={() => manual(p)}>{t('adminSignin.action.manual')}</a> }] as ProColumns<SigninPerson>[])),
  ];

  const c = s?.counts;
  return (
    <PageContainer
      title={s ? t('adminSignin.detailTitle', { title: s.title }) : t('adminSignin.title')}
      onBack={() => history.push('/booking/signin')}
      extra={[
        <Button key="export" icon={<DownloadOutlined />} data-testid="signin-export" onClick={() => void download(signin.export.path, { id }, `signin-${id}.xlsx`)}>
          {t('adminSignin.action.export')}
        </Button>,
      ]}
    >
      <Row gutter={16} style={{ marginBottom: 16 }}>
        {(
          [
            ['expected', c?.expected],
            ['signed', c?.signed],
            ['late', c?.late],
            ['manual', stats?.manual],
          ] as const
        ).map(([k, v]) => (
          <Col span={4} key={k}>
            <Card>
              <Statistic title={t(`adminSignin.stats.${k}`)} value={v ?? '-'} data-testid={`signin-stat-${k}`} />
            </Card>
          </Col>
        ))}
        <Col span={8}>
          <Card>
            <Statistic title={t('adminSignin.stats.rate')} value={c ? rate(c.signed, c.expected) : '-'} />
          </Card>
        </Col>
      </Row>
      {stats ? (
        <Card title={t('adminSignin.stats.chart')} style={{ marginBottom: 16 }}>
          <RateChart stats={stats} />
        </Card>
      ) : null}
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as 'signed' | 'unsigned');
        }}
        items={[
          { key: 'signed', label: t('adminSignin.people.signed', { n: c?.signed ?? 0 }) },
          { key: 'unsigned', label: t('adminSignin.people.unsigned', { n: c ? Math.max(0, c.expected - c.signed) : 0 }) },
        ]}
      />
      <ProTable<SigninPerson>
        key={tab}
        rowKey="userId"
        actionRef={table}
        search={false}
        columns={columns}
        request={(p) => tableResult(call(signin.records, { id, state: tab, current: p.current ?? 1, pageSize: p.pageSize ?? 20 }))}
      />
    </PageContainer>
  );
}
