/** Seats: seat/index (rooms), detail (a room's sessions), chooseSeat + chooseSeatNew (the map), chooseSeatxinxi (a booking), chooseSeatcheck (checkers). */
import type { BookingRow } from '../row';

const choose = () => import('./ChooseSeat');

export const seatRows: BookingRow[] = [
  { module: 'seat', page: 'index', load: () => import('./RoomList'), title: 'seat.title.index', appKey: 'seat', keepAlive: true, hall: { label: 'seat.title.index', icon: '▦' } },
  { module: 'seat', page: 'detail', load: () => import('./RoomDetail'), title: 'seat.title.detail', appKey: 'seat' },
  { module: 'seat', page: 'chooseSeat', load: choose, title: 'seat.title.chooseSeat', appKey: 'seat', variant: 'classic' },
  { module: 'seat', page: 'chooseSeatNew', load: choose, title: 'seat.title.chooseSeatNew', appKey: 'seat', variant: 'new' },
  { module: 'seat', page: 'chooseSeatxinxi', load: () => import('./BookingInfo'), title: 'seat.title.xinxi', appKey: 'seat' },
  { module: 'seat', page: 'chooseSeatcheck', load: () => import('./SeatCheck'), title: 'seat.title.check', appKey: 'seat' },
];
