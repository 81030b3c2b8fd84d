import type { RouteEntry } from '../../route-types';

/** A row of the services family's route table (the family is added by ./routes.ts). */
export type ServicesRow = Omit<RouteEntry, 'family'>;
