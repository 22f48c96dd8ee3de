/** How facts read on the page: prices, ranges, clock times, days, opening hours and storage advice. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDays,
  formatHours,
  formatOpeningTimes,
  formatPrice,
  formatRange,
  formatStorage,
} from '../../shared/content/format';

describe('formatPrice', () => {
  it('shows cents when there are any, and whole dollars without them', () => {
    expect(formatPrice(8.99)).toBe('$8.99');
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(85)).toBe('$85');
  });

  it('throws on NaN and infinity rather than showing "$NaN"', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => formatPrice(value)).toThrow(RangeError);
  });

  it('round-trips every cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (cents) => {
        const text = formatPrice(cents / 100);
        return Number(text.slice(1)) === cents / 100;
      }),
    );
  });
});

describe('formatRange', () => {
  it('writes a closed range with a hyphen and an open one with a plus', () => {
    expect(formatRange(25, 50)).toBe('25-50');
    expect(formatRange(100)).toBe('100+');
  });
});

describe('formatClock', () => {
  it('writes 24-hour times the way the shop writes hours', () => {
    expect(formatClock('10:00')).toBe('10am');
    expect(formatClock('18:00')).toBe('6pm');
    expect(formatClock('09:30')).toBe('9:30am');
    expect(formatClock('12:00')).toBe('12pm');
    expect(formatClock('00:00')).toBe('12am');
  });
});

describe('formatDays and formatHours', () => {
  it('shortens a run of three or more days to "Mon-Fri" and keeps one or two days whole', () => {
    expect(formatDays(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'])).toBe('Mon-Fri');
    expect(formatDays(['Saturday'])).toBe('Saturday');
    expect(formatDays(['Saturday', 'Sunday'])).toBe('Saturday & Sunday');
  });

  it('writes a line of opening hours as prose', () => {
    expect(formatHours({ days: ['Monday', 'Tuesday', 'Wednesday'], opens: '08:00', closes: '17:30' })).toBe(
      'Mon-Wed 8am-5:30pm',
    );
    expect(formatHours({ days: ['Sunday'], byAppointment: true })).toBe('Sunday by appointment');
    expect(formatOpeningTimes({ days: ['Sunday'], byAppointment: true })).toBe('By appointment');
  });
});

describe('formatStorage', () => {
  it('says where and how long for each kind of place', () => {
    expect(formatStorage({ group: 'x', place: 'refrigerator', days: 4 })).toBe(
      'Keep refrigerated; enjoy within 4 days',
    );
    expect(formatStorage({ group: 'x', place: 'cool-dry', days: 2 })).toMatch(/cool, dry place.*2 days/);
    expect(formatStorage({ group: 'x', place: 'airtight', days: 6 })).toMatch(/airtight container.*6 days/);
    expect(formatStorage({ group: 'x', place: 'care-card' })).toMatch(/care card/);
  });
});
