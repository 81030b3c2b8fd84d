/** Pure glue between the activity ProForm and the contract (tested in test/activity-form.test.ts). */
import type { ActivityCategory, Audience } from '@campus/api';
import { toSeconds } from '@/lib/table';

export interface ActivityFormValues {
  title: string;
  category: ActivityCategory;
  organiser: string;
  place?: string;
  description?: string;
  time: [unknown, unknown];
  signup: [unknown, unknown];
  capacity?: number | null;
  needsApproval?: boolean;
  published?: boolean;
  site?: boolean;
  roles?: string[];
  departments?: string[];
}

/** Seconds from what a date-time picker hands back, on the site's clock (NaN for nothing). */
export function seconds(v: unknown): number {
  return toSeconds(v) ?? NaN;
}

export function audienceOf(v: Pick<ActivityFormValues, 'site' | 'roles' | 'departments'>): Audience {
  if (v.site || (!v.roles?.length && !v.departments?.length)) return { site: true };
  return { ...(v.roles?.length ? { roles: v.roles } : {}), ...(v.departments?.length ? { departments: v.departments } : {}) };
}

/** The save endpoint's input from the form (the cover stays as it was). */
export function toSaveInput(v: ActivityFormValues, id: string | undefined, coverId: string) {
  return {
    ...(id ? { id } : {}),
    title: v.title,
    category: v.category,
    organiser: v.organiser,
    place: v.place ?? '',
    description: v.description ?? '',
    coverId,
    startsAt: seconds(v.time[0]),
    endsAt: seconds(v.time[1]),
    signupOpenAt: seconds(v.signup[0]),
    signupCloseAt: seconds(v.signup[1]),
    ...(v.capacity ? { capacity: v.capacity } : {}),
    needsApproval: !!v.needsApproval,
    published: v.published !== false,
    audience: audienceOf(v),
  };
}
