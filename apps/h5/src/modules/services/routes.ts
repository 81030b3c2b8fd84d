/**
 * The `services` family of seed-routes.tsv: assets, the phone book and the shuttle bus so far
 * (repair's screens come next, on the repair contract). Each feature keeps its rows in its own folder.
 */
import type { RouteEntry } from '../../route-types';
import { assetRows } from './asset/routes';
import { officeTelRows } from './officeTel/routes';
import { repairRows } from './repair/routes';
import { shuttleBusRows } from './shuttleBus/routes';

export const servicesRoutes: RouteEntry[] = [...assetRows, ...officeTelRows, ...shuttleBusRows, ...repairRows].map((r) => ({
  ...r,
  family: 'services',
}));
