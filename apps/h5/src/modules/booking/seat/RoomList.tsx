/** seat/index: the rooms the person may book (the hall entry), with free seats of the current or next session. */
import type { SeatRoom } from '@campus/api';
import { Button, List } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api';
import { useT } from '../../../lib/i18n';
import type { ScreenProps } from '../../../route-types';
import { errorText } from '../../../shared/errors';
import NoData from '../../../shared/NoData';
import { Page } from '../../../shared/Page';
import { seatApi } from './endpoints';
import './seat.css';

type Room = SeatRoom & { free: number; sessionsToday: number };

export default function RoomList(_props: ScreenProps) {
  const tr = useT();
  const navigate = useNavigate();
  const [rooms, setRooms] = useState<Room[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    api(seatApi.index, {}, { errorMode: 'page' })
      .then((r) => setRooms(r.list))
      .catch((err: unknown) => setFailed(errorText(err)));
  }, []);

  if (failed !== null) return <NoData message={failed} />;
  return (
    <Page page="seat-index">
      <div className="row" style={{ justifyContent: 'flex-end', marginBottom: 8 }}>
        <Button size="small" onClick={() => navigate('/seat/chooseSeatxinxi')}>
          {tr('seat.action.mine')}
        </Button>
      </div>
      {rooms && !rooms.length ? <div className="page-card muted center">{tr('seat.empty.rooms')}</div> : null}
      <List>
        {(rooms ?? []).map((r) => (
          <List.Item
            key={r.id}
            className="seat-room-card"
            data-testid="seat-room"
            onClick={() => navigate(`/seat/detail?id=${encodeURIComponent(r.id)}`)}
            description={
              <>
                <div>
                  {r.place} · {tr('seat.field.openHours')} {r.openHours}
                </div>
                <div>{r.sessionsToday ? tr('seat.field.sessionsToday', { n: r.sessionsToday }) : tr('seat.field.noSession')}</div>
              </>
            }
            extra={<span className="seat-free-count">{tr('seat.field.free', { free: r.free, total: r.seats })}</span>}
          >
            {r.name}
          </List.Item>
        ))}
      </List>
    </Page>
  );
}
