/** generalAppPc/nameList: who holds each slot of a space on a day, with xlsx export. */
import { generalApp, type GaAppointmentAdmin, type OutputOf } from '@campus/api';
import { t } from '@campus/i18n';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { call, download } from '@/services/api';
import { StatusTag } from './columns';
import { dateText } from '@/lib/time';
import { useSpaceOptions } from './useSpaces';

type NameList = OutputOf<typeof generalApp.nameList>;

export function NameListTab() {
  const spaces = useSpaceOptions();
  const [spaceId, setSpaceId] = useState<string>();
  const [date, setDate] = useState(dateText(Math.floor(Date.now() / 1000)));
  const [data, setData] = useState<NameList | null>(null);
  useEffect(() => {
    if (!spaceId && spaces[0]) setSpaceId(spaces[0].value);
  }, [spaces, spaceId]);
  useEffect(() => {
    if (!spaceId) return;
    call(generalApp.nameList, { spaceId, date }).then(setData, () => setData(null));
  }, [spaceId, date]);
  return (
    <Card>
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          style={{ width: 240 }}
          options={spaces}
          value={spaceId}
          onChange={setSpaceId}
          placeholder={t('adminGeneralApp.col.space')}
        />
        <DatePicker
          allowClear={false}
          onChange={(_, s) => typeof s === 'string' && s && setDate(s)}
          placeholder={date}
        />
        <span>{date}</span>
        <Button
          icon={<DownloadOutlined />}
          disabled={!spaceId}
          onClick={() =>
            spaceId && void download(generalApp.nameListExport.path, { spaceId, date }, `name-list-${date}.xlsx`)
          }
        >
          {t('adminGeneralApp.action.export')}
        </Button>
      </Space>
      {data && data.slots.length === 0 ? <Empty /> : null}
      {(data?.slots ?? []).map((s) => (
        <Card
          key={s.startsAt}
          size="small"
          style={{ marginBottom: 12 }}
          title={`${s.from}-${s.to}`}
          extra={`${s.capacity - s.remaining}/${s.capacity}`}
        >
          <Table<GaAppointmentAdmin>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={s.people}
            locale={{ emptyText: '-' }}
            columns={[
              { title: t('adminGeneralApp.col.name'), dataIndex: 'userName', width: 120 },
              { title: t('adminGeneralApp.col.number'), dataIndex: 'number', width: 120 },
              { title: t('adminGeneralApp.col.attendees'), dataIndex: 'attendees', width: 80 },
              { title: t('adminGeneralApp.col.contact'), dataIndex: 'contact', width: 140 },
              { title: t('adminGeneralApp.col.purpose'), dataIndex: 'purpose', ellipsis: true },
              {
                title: t('adminGeneralApp.col.status'),
                dataIndex: 'status',
                width: 100,
                render: (v: string) => <StatusTag status={v} />,
              },
            ]}
          />
        </Card>
      ))}
    </Card>
  );
}
