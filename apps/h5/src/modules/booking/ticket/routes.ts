/** Tickets: ticket/index, detail, success, check. */
import type { BookingRow } from '../row';

export const ticketRows: BookingRow[] = [
  { module: 'ticket', page: 'index', load: () => import('./TicketList'), title: 'ticket.title.index', appKey: 'ticket', keepAlive: true, hall: { label: 'ticket.title.index', icon: '✧' } },
  { module: 'ticket', page: 'detail', load: () => import('./TicketDetail'), title: 'ticket.title.detail', appKey: 'ticket' },
  { module: 'ticket', page: 'success', load: () => import('./TicketSuccess'), title: 'ticket.title.success', appKey: 'ticket' },
  { module: 'ticket', page: 'check', load: () => import('./TicketCheck'), title: 'ticket.title.check', appKey: 'ticket', hall: { label: 'ticket.title.check', icon: '✔', requires: { module: 'ticket', sub: 'check' } } },
];
