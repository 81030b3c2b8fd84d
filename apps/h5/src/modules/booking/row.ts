import type { RouteEntry } from '../../route-types';

/** A row of the booking family's route table (the family is added by ./routes.ts). */
export type BookingRow = Omit<RouteEntry, 'family'>;
