/** One rule's day: the figures per window as a chart, each expected person's windows, and the xlsx export. */
import { clock, type ClockRule, type ClockStats } from '@campus/api';
import { t } from '@campus/i18n';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Button, Empty, Input, Select, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { clockText, dateText } from '@/lib/time';
import { call, download } from '@/services/api';
import { DayChart } from './DayChart';

type Person = ClockStats['people'][number];
const COLOR = { onTime: 'green', late: 'orange', missed: 'red', pending: 'blue', rest: 'default', future: 'default' } as const;
const today = () => dateText(Date.now() / 1000);

export function DayStats(props: { rules: ClockRule[] }) {
  const [ruleId, setRuleId] = useState<string | undefined>(props.rules[0]?.id);
  const [date, setDate] = useState(today);
  const [from, setFrom] = useState(() => `${today().slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [stats, setStats] = useState<ClockStats | null>(null);
  useEffect(() => {
    if (!ruleId && props.rules[0]) setRuleId(props.rules[0].id);
  }, [props.rules, ruleId]);
  useEffect(() => {
    if (!ruleId) return;
    call(clock.stats, { ruleId, date }).then(setStats, () => setStats(null));
  }, [ruleId, date]);
  const rule = props.rules.find((r) => r.id === ruleId);
  const columns: ProColumns<Person>[] = [
    { title: t('adminClock.col.person'), dataIndex: 'name' },
    { title: t('adminClock.col.number'), dataIndex: 'number' },
    ...(rule?.windows ?? []).map((w, i) => ({
      title: w.name,
      key: `w${i}`,
      render: (_: unknown, p: Person) => {
        const c = p.windows[i];
        return c ? <Tag color={COLOR[c.state]}>{`${t(`adminClock.state.${c.state}`)}${c.at ? ` ${clockText(c.at)}` : ''}`}</Tag> : null;
      },
    })),
  ];
  return (
    <div>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select style={{ width: 220 }} value={ruleId} onChange={setRuleId} options={props.rules.map((r) => ({ value: r.id, label: r.name }))} data-testid="clock-rule-select" />
        <Input type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} style={{ width: 160 }} aria-label={t('adminClock.col.date')} />
        <Input type="date" value={from} onChange={(e) => e.target.value && setFrom(e.target.value)} style={{ width: 160 }} />
        <Input type="date" value={to} onChange={(e) => e.target.value && setTo(e.target.value)} style={{ width: 160 }} />
        <Button disabled={!ruleId} onClick={() => ruleId && void download(clock.export.path, { ruleId, from, to }, `clock-${from}-${to}.xlsx`)}>
          {t('adminClock.exportXlsx')}
        </Button>
      </Space>
      {stats && stats.windows.length ? (
        <>
          <div style={{ marginBottom: 8 }}>{t('adminClock.expected', { n: stats.expected })}</div>
          <DayChart stats={stats} />
          <ProTable<Person> rowKey="userId" columns={columns} dataSource={stats.people} search={false} options={false} pagination={{ defaultPageSize: 20 }} />
        </>
      ) : (
        <Empty description={t('adminClock.noDay')} />
      )}
    </div>
  );
}
