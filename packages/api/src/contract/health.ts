import { z } from 'zod';
import { access, endpoint } from './define.js';

export const health = {
  check: endpoint({
    name: 'health.check',
    method: 'GET',
    path: '/api/health',
    summary: 'Liveness and database reachability.',
    access: access.public,
    input: z.object({}),
    output: z.object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']), time: z.number() }),
  }),
};
