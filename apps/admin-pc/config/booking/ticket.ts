/** Ticket events: types, quotas, windows, the draw, live counters. Paths under /booking/ticket; `name` is a key of admin.menu. */
export default [
  { path: '/booking/ticket', name: 'tickets', component: './ticket', access: 'canTicket' },
  { path: '/booking/ticket/:id', component: './ticket/detail', access: 'canTicket', hideInMenu: true },
];
