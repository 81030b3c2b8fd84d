/** Rooms and their seat maps; bookings and check-ins. Paths under /booking/seat; `name` is a key of admin.menu. */
export default [
  { path: '/booking/seat', name: 'seats', component: './seat', access: 'canSeat' },
  { path: '/booking/seat/map', component: './seat/map', access: 'canSeat', hideInMenu: true },
  { path: '/booking/seat/sessions', component: './seat/sessions', access: 'canSeat', hideInMenu: true },
];
