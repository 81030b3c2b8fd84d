/** Pure helpers of the travel screens. */
import { TRAVEL_PHONE, TRIP_MAX_DAYS, type TripStatus } from '@campus/api';

export const STATUS_COLOR: Record<TripStatus, string> = {
  registered: 'primary',
  away: 'warning',
  returned: 'success',
  cancelled: 'default',
  overdue: 'danger',
};

export interface TripForm {
  destination: string;
  region: string;
  departDate: string;
  returnDate: string;
  transport: string;
  reason: string;
  contactName: string;
  contactPhone: string;
}

const FIELDS: (keyof TripForm)[] = ['destination', 'region', 'departDate', 'returnDate', 'transport', 'reason', 'contactName', 'contactPhone'];
const days = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000);

/** The first field the server would refuse (so the form says so before sending), or null. */
export function firstProblem(f: TripForm, today: string): keyof TripForm | null {
  const empty = FIELDS.find((k) => !f[k].trim());
  if (empty) return empty;
  if (f.departDate < today) return 'departDate';
  if (f.returnDate < f.departDate || days(f.departDate, f.returnDate) > TRIP_MAX_DAYS) return 'returnDate';
  if (!TRAVEL_PHONE.test(f.contactPhone.trim())) return 'contactPhone';
  return null;
}
