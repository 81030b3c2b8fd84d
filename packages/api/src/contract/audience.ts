/**
 * Who something is for: a whole site, or any union of roles, departments, classes and named
 * users. Shared by notifications, content publishing and every module that targets people.
 */
import { z } from 'zod';
import { zf } from './define.js';

const ids = zf.list(z.string().min(1).max(64)).pipe(z.array(z.string()).max(500)).optional();

export const audience = z
  .object({
    /** Everyone on the site. */
    site: zf.bool().optional(),
    /** Role codes (student, teacher, counselor, ...). */
    roles: ids,
    departments: ids,
    classes: ids,
    users: ids,
  })
  .refine((a) => a.site || a.roles?.length || a.departments?.length || a.classes?.length || a.users?.length, {
    message: 'choose the whole site or at least one role, department, class or person',
  });

export type Audience = z.infer<typeof audience>;
