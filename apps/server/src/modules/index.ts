/**
 * Every server module, registered in this order. Add a module: one folder, one line here.
 */
import type { FastifyPluginAsync } from 'fastify';
import auth from './auth/routes.js';
import health from './health/routes.js';

export const modules: FastifyPluginAsync[] = [health, auth];
