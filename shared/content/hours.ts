/**
 * Opening hours, stated once as data (docs/product.md "Hours"): the pages show them as prose through
 * `formatHours` ("Mon-Fri 10am-6pm") and the structured data as schema.org times ("10:00"-"18:00").
 */

/** A day of the week, as schema.org names it. */
export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** A time of day on the 24-hour clock, "HH:MM". */
export type ClockTime = `${number}${number}:${number}${number}`;

/** The hours of one or more consecutive days: open from `opens` to `closes`, or by appointment only. */
export type OpeningHours =
  | { days: readonly Weekday[]; opens: ClockTime; closes: ClockTime }
  | { days: readonly Weekday[]; byAppointment: true };

const weekdays: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** When the shop is open. */
export const storeHours: readonly OpeningHours[] = [{ days: weekdays, opens: '10:00', closes: '18:00' }];

/** When orders can be picked up. */
export const pickupHours: readonly OpeningHours[] = [
  { days: weekdays, opens: '10:00', closes: '18:00' },
  { days: ['Saturday'], opens: '09:00', closes: '16:00' },
  { days: ['Sunday'], byAppointment: true },
];

/** Where the pickup address comes from: it is sent with the pickup confirmation. */
export const pickupAddressNote = 'Exact address shared with your pickup confirmation';
