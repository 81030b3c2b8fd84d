/**
 * What an audience picker offers: the site's roles, departments and classes, and a people
 * search. For anyone who targets people (content managers, message senders, administrators).
 */
import { z } from 'zod';
import { access, endpoint } from './define.js';

const option = z.object({ id: z.string(), name: z.string() });

export const audienceOptions = {
  options: endpoint({
    name: 'audience.options',
    method: 'GET',
    path: '/api/audience/options',
    summary: 'Roles, departments and classes of this site, for choosing who something is for.',
    access: access.user,
    input: z.object({}),
    output: z.object({
      roles: z.array(z.object({ code: z.string(), name: z.string() })),
      departments: z.array(option),
      classes: z.array(option.extend({ grade: z.string(), departmentId: z.string().nullable() })),
    }),
  }),
  people: endpoint({
    name: 'audience.people',
    method: 'GET',
    path: '/api/audience/people',
    summary: 'Active people of this site matching a name, account or number (at most 20).',
    access: access.user,
    visitors: true,
    input: z.object({ keyword: z.string().trim().min(1).max(50) }),
    output: z.object({
      list: z.array(z.object({ id: z.string(), name: z.string(), username: z.string(), number: z.string(), className: z.string() })),
    }),
  }),
};
