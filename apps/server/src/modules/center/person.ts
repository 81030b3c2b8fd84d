/** How a person behind a code is shown: in full to staff and to themselves, masked to others. */
import type { ScannedPerson } from '@campus/api';
import type { Ctx } from '../../platform/context.js';
import type { User } from '../../platform/db/schema.js';
import { departmentName } from './queries.js';

/** 张三 -> 张*, 欧阳娜娜 -> 欧**娜. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** 2024010001 -> 20******01; four or fewer characters are hidden entirely. */
export function maskNumber(n: string): string {
  if (n.length <= 4) return '*'.repeat(n.length);
  return `${n.slice(0, 2)}${'*'.repeat(n.length - 4)}${n.slice(-2)}`;
}

export async function personOf(ctx: Ctx, user: User, masked: boolean): Promise<ScannedPerson> {
  return {
    name: masked ? maskName(user.name) : user.name,
    number: masked ? maskNumber(user.number) : user.number,
    department: await departmentName(ctx.db, user.site_id, user.department_id),
    kind: user.kind,
    avatar: masked ? '' : user.avatar,
    masked,
  };
}

/** Staff (anyone holding a module permission on this site, or a super user) see names in full. */
export async function seesInFull(ctx: Ctx, subject: User): Promise<boolean> {
  const me = ctx.me();
  if (me.id === subject.id || ctx.isSuper) return true;
  const { auth } = await ctx.authz();
  return Object.values(auth).some((m) => m.module.length > 0);
}
