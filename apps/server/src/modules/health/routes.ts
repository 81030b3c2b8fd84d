import { contract } from '@campus/api';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { mount } from '../../platform/mount.js';
import { now } from '../../platform/util.js';

export default async function healthRoutes(app: FastifyInstance) {
  mount(app, contract.health, {
    check: async (_, ctx) => {
      await sql`select 1`.execute(ctx.db);
      return { status: 'ok' as const, db: ctx.platform.database.kind, time: now() };
    },
  });
}
