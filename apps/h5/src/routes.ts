/**
 * The route table: one entry per row of the spec's seed-routes.tsv that is built. Rows of
 * families not built yet are absent and fall back to page-not-found. Each family adds its own
 * table file under modules/<family>/routes.ts and one line here.
 */
import { coreRoutes } from './modules/core/routes';
import { contentRoutes } from './modules/content/routes';
import { bookingRoutes } from './modules/booking/routes';
import { servicesRoutes } from './modules/services/routes';
import { formsRoutes } from './modules/forms/routes';
import { workflowRoutes } from './modules/workflow/routes';
import { documentRoutes } from './modules/document/routes';
import { approvalsRoutes } from './modules/approvals/routes';
import { visitorRoutes } from './modules/visitor/routes';
import type { RouteEntry } from './route-types';

export type { RouteEntry, ScreenProps, HallEntry } from './route-types';

export const routes: readonly RouteEntry[] = [...coreRoutes, ...contentRoutes, ...bookingRoutes, ...servicesRoutes, ...formsRoutes, ...workflowRoutes, ...documentRoutes, ...approvalsRoutes, ...visitorRoutes];

const byPath = new Map(routes.map((r) => [`${r.module}/${r.page}`, r]));

export function findRoute(module: string, page: string): RouteEntry | undefined {
  return byPath.get(`${module}/${page}`);
}
