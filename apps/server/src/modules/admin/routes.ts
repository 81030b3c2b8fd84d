/**
 * The administration API (/api/admin/*), one folder per area. The contract declares who may
 * call each endpoint; the services scope every read and write to the caller's site.
 */
import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { mount } from '../../platform/mount.js';
import { listAudit } from './audit/service.js';
import { orgHandlers } from './orgs/routes.js';
import { roleHandlers } from './roles/routes.js';
import { siteHandlers } from './sites/routes.js';
import { dashboard } from './stats/service.js';
import { userHandlers } from './users/routes.js';

export default async function adminRoutes(app: FastifyInstance) {
  mount(app, contract.admin, {
    ...userHandlers,
    ...roleHandlers,
    ...siteHandlers,
    ...orgHandlers,
    auditList: (input, ctx) => listAudit(ctx, input),
    statsDashboard: (input, ctx) => dashboard(ctx, input),
  });
}
