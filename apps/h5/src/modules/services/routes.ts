/**
 * The `services` family of seed-routes.tsv: assets, the phone book and the shuttle bus so far
 * (repair's screens come next, on the repair contract). Each feature keeps its rows in its own folder.
 */
import type { RouteEntry } from '../../route-types';
import { assetRows } from './asset/routes';
import { officeTelRows } from './officeTel/routes';
import { portalRows } from './portal/routes';
import { repairRows } from './repair/routes';
import { shuttleBusRows } from './shuttleBus/routes';
import { schoolMapRows } from './schoolMap/routes';
import { filesRows } from './files/routes';
import { dataQueryRows } from './dataQuery/routes';
import { clockRows } from './clock/routes';
import { agendaRows } from './agenda/routes';
import { campusCodeRows } from './campusCode/routes';
import { canteenRows } from './canteen/routes';
import { travelRows } from './travel/routes';

export const servicesRoutes: RouteEntry[] = [...assetRows, ...officeTelRows, ...shuttleBusRows, ...repairRows, ...portalRows, ...schoolMapRows, ...filesRows, ...dataQueryRows, ...clockRows, ...agendaRows, ...campusCodeRows, ...canteenRows, ...travelRows].map((r) => ({
  ...r,
  family: 'services',
}));
