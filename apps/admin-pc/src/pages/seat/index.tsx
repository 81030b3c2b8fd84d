/**
 * Seats (`seat.manage`): the rooms table (settings drawer, map editor, sessions, check-in QR)
 * and the no-show records with the site's limit.
 */
import { seat, type SeatRoom } from '@campus/api';
import { t } from '@campus/i18n';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType } from '@ant-design/pro-components';
import { history } from '@umijs/max';
import { Button, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useLang } from '@/lib/lang';
import { compact, tableResult } from '@/lib/table';
import { call } from '@/services/api';
import { NoShows } from './components/NoShows';
import { QrModal } from './components/QrModal';
import { NEW_ROOM, RoomForm, type RoomValues } from './components/RoomForm';

type Room = SeatRoom & { audience: unknown; checkinQr: string; sessionsToday: number };

function valuesOf(r: Room): RoomValues {
  const a = (r.audience ?? {}) as { site?: boolean; roles?: string[] };
  return { id: r.id, name: r.name, place: r.place, openHours: r.openHours, description: r.description, holdMinutes: r.holdMinutes, graceMinutes: r.graceMinutes, perDayLimit: r.perDayLimit, published: r.published, audienceMode: a.site ? 'site' : 'roles', roles: a.roles ?? [] };
}

export default function SeatPage() {
  useLang();
  const [tab, setTab] = useState('rooms');
  const [editing, setEditing] = useState<RoomValues | null>(null);
  const [qr, setQr] = useState<Room | null>(null);
  const ref = useRef<ActionType>(null);
  const reload = () => void ref.current?.reload();

  return (
    <PageContainer
      title={t('admin.menu.seats')}
      tabActiveKey={tab}
      onTabChange={setTab}
      tabList={[
        { key: 'rooms', tab: t('admin.menu.seats') },
        { key: 'noShows', tab: t('adminSeat.action.noShows') },
      ]}
    >
      {tab === 'noShows' ? (
        <NoShows />
      ) : (
        <ProTable<Room, { keyword?: string }>
          rowKey="id"
          actionRef={ref}
          request={(p) => tableResult(call(seat.manageRooms, compact({ current: p.current ?? 1, pageSize: p.pageSize ?? 20, keyword: p.keyword })))}
          toolBarRender={() => [
            <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(NEW_ROOM)}>
              {t('adminSeat.action.create')}
            </Button>,
          ]}
          columns={[
            { title: t('adminSeat.room.name'), dataIndex: 'keyword', hideInTable: true },
            { title: t('adminSeat.room.name'), dataIndex: 'name', search: false, render: (_, r) => (<Space>{r.name}{r.published ? null : <Tag>{t('adminSeat.room.unpublished')}</Tag>}</Space>) },
            { title: t('adminSeat.room.place'), dataIndex: 'place', search: false },
            { title: t('adminSeat.room.openHours'), dataIndex: 'openHours', search: false },
            { title: t('adminSeat.room.size'), search: false, render: (_, r) => `${r.rows} × ${r.cols}` },
            { title: t('adminSeat.room.seats'), dataIndex: 'seats', search: false },
            { title: t('adminSeat.room.sessionsToday'), dataIndex: 'sessionsToday', search: false },
            {
              title: t('adminSeat.action.title'),
              valueType: 'option',
              width: 280,
              render: (_, r) => [
                <a key="edit" onClick={() => setEditing(valuesOf(r))}>
                  {t('adminSeat.action.edit')}
                </a>,
                <a key="map" onClick={() => history.push(`/booking/seat/map?id=${encodeURIComponent(r.id)}`)}>
                  {t('adminSeat.action.map')}
                </a>,
                <a key="sessions" onClick={() => history.push(`/booking/seat/sessions?id=${encodeURIComponent(r.id)}`)}>
                  {t('adminSeat.action.sessions')}
                </a>,
                <a key="qr" onClick={() => setQr(r)}>
                  {t('adminSeat.action.qr')}
                </a>,
              ],
            },
          ]}
        />
      )}
      {editing ? (
        <RoomForm
          open
          initial={editing}
          onOpenChange={(o) => !o && setEditing(null)}
          onSaved={(id, isNew) => {
            setEditing(null);
            if (isNew) history.push(`/booking/seat/map?id=${encodeURIComponent(id)}`);
            else reload();
          }}
        />
      ) : null}
      <QrModal room={qr} onClose={() => setQr(null)} onChanged={reload} />
    </PageContainer>
  );
}
