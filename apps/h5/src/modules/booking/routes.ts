/**
 * The `booking` family of seed-routes.tsv: tickets, seats, activities, venue and event
 * appointments, sign-in and vouchers. Each feature keeps its rows in its own folder.
 */
import type { RouteEntry } from '../../route-types';
import { activityRows } from './activity/routes';
import { generalAppRows } from './generalApp/routes';
import { seatRows } from './seat/routes';
import { signinRows } from './signin/routes';
import { ticketRows } from './ticket/routes';
import { voucherRows } from './voucher/routes';

export const bookingRoutes: RouteEntry[] = [...ticketRows, ...seatRows, ...activityRows, ...generalAppRows, ...signinRows, ...voucherRows].map((r) => ({
  ...r,
  family: 'booking',
}));
