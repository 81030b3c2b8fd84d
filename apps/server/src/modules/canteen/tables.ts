/** The canteens' tables (listed in platform/db/schema.ts `DB`). Times are integer seconds, money integer cents. */

export interface CanteenTables {
  canteens: CanteensTable;
  canteen_staff: CanteenStaffTable;
  canteen_menus: CanteenMenusTable;
  canteen_dishes: CanteenDishesTable;
  canteen_bookings: CanteenBookingsTable;
}

export interface CanteensTable {
  id: string;
  site_id: string;
  name: string;
  location: string;
  seats: number;
  /** JSON: MealHours[] (meal, open, close as local HH:MM). */
  hours: string;
  active: number;
  sort: number;
  created_at: number;
}

/** Who writes off pick-up codes at a canteen. */
export interface CanteenStaffTable {
  site_id: string;
  canteen_id: string;
  user_id: string;
}

/** A canteen's menu of one local date and meal; `booked` is the quota counter taken by conditional updates. */
export interface CanteenMenusTable {
  id: string;
  site_id: string;
  canteen_id: string;
  date: string;
  /** breakfast | lunch | dinner */
  meal: string;
  note: string;
  bookable: number;
  price: number;
  quota: number;
  booked: number;
  cutoff_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface CanteenDishesTable {
  id: string;
  site_id: string;
  menu_id: string;
  name: string;
  category: string;
  price: number;
  sort: number;
}

/** One row per person and menu (a cancelled booking is re-opened by booking again). */
export interface CanteenBookingsTable {
  id: string;
  site_id: string;
  menu_id: string;
  canteen_id: string;
  date: string;
  user_id: string;
  /** booked | cancelled | taken */
  status: string;
  /** 6 digits, unique per canteen and date. */
  code: string;
  booked_at: number;
  cancelled_at: number | null;
  taken_at: number | null;
  taken_by: string | null;
}
