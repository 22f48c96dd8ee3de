/**
 * How facts read on the page: prices, percentages, opening hours, quantity ranges and storage advice.
 * Pure functions over content data, so a fact is stored once and always written the same way.
 */
import type { OpeningHours, Weekday } from './hours';
import type { Product, StorageRule, Usd } from './types';

/**
 * Formats a US-dollar amount for display.
 *
 * @param amount - dollars, e.g. 8.99 or 85
 * @returns "$8.99", or "$85" for a whole amount; "$NaN" never occurs: non-finite input throws
 * @throws RangeError when `amount` is not a finite number
 */
export function formatPrice(amount: Usd): string {
  if (!Number.isFinite(amount)) throw new RangeError(`not a price: ${amount}`);
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/**
 * Formats a range of whole numbers, e.g. pieces or miles.
 *
 * @param min - lower bound
 * @param max - upper bound, or undefined for an open range
 * @returns "25-50", or "100+" when `max` is undefined
 */
export function formatRange(min: number, max?: number): string {
  return max === undefined ? `${min}+` : `${min}-${max}`;
}

/**
 * Formats a time of day on the 12-hour clock, the way the shop writes hours.
 *
 * @param time - "HH:MM" on the 24-hour clock, e.g. "18:00" or "09:30"
 * @returns "6pm", "9:30am", "12pm"
 */
export function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${suffix}`;
}

/**
 * Names a run of days: "Mon-Fri" for three or more days, otherwise the full names joined by " & ".
 *
 * @param days - consecutive weekdays, in order
 * @returns e.g. "Mon-Fri", "Saturday", "Saturday & Sunday"
 */
export function formatDays(days: readonly Weekday[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (first && last && days.length >= 3) return `${first.slice(0, 3)}-${last.slice(0, 3)}`;
  return days.join(' & ');
}

/**
 * The hours of one line of opening hours, without the days.
 *
 * @param entry - one {@link OpeningHours} entry
 * @returns "10am-6pm" or "By appointment"
 */
export function formatOpeningTimes(entry: OpeningHours): string {
  return 'byAppointment' in entry
    ? 'By appointment'
    : `${formatClock(entry.opens)}-${formatClock(entry.closes)}`;
}

/**
 * One line of opening hours as prose.
 *
 * @param entry - one {@link OpeningHours} entry
 * @returns e.g. "Mon-Fri 10am-6pm", "Sunday by appointment"
 */
export function formatHours(entry: OpeningHours): string {
  const times = formatOpeningTimes(entry);
  return `${formatDays(entry.days)} ${'byAppointment' in entry ? times.toLowerCase() : times}`;
}

/**
 * Storage advice for a product card.
 *
 * @param rule - where and how long the treat keeps
 * @returns e.g. "Keep refrigerated; enjoy within 5 days"
 */
export function formatStorage(rule: StorageRule): string {
  switch (rule.place) {
    case 'refrigerator':
      return `Keep refrigerated; enjoy within ${rule.days} days`;
    case 'cool-dry':
      return `Store in a cool, dry place; enjoy within ${rule.days} days`;
    case 'airtight':
      return `Keep in an airtight container at room temperature for up to ${rule.days} days`;
    case 'care-card':
      return 'Mixed storage: see the care card inside each box';
  }
}

/**
 * Stock-keeping unit of a product, e.g. `SC-0007` for id 7: a stable code for orders and structured data.
 *
 * @param product - a catalogue product
 * @returns the SKU string
 */
export function productSku(product: Pick<Product, 'id'>): string {
  return `SC-${String(product.id).padStart(4, '0')}`;
}
