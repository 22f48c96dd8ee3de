import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countdownStart } from '../../shared/content/seasonal';
import {
  COUNTDOWN_ZERO,
  type CountdownTime,
  formatCountdown,
  isCountdownDone,
  tickCountdown,
} from '../../shared/lib/countdown';

/** Total remaining seconds of a countdown time. */
function totalSeconds({ days, hours, minutes, seconds }: CountdownTime): number {
  return ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
}

/** True when every unit is a whole number inside its range (hours 0-23, minutes and seconds 0-59). */
function inRange(time: CountdownTime): boolean {
  return (
    Number.isInteger(time.days) &&
    Number.isInteger(time.hours) &&
    Number.isInteger(time.minutes) &&
    Number.isInteger(time.seconds) &&
    time.days >= 0 &&
    time.hours >= 0 &&
    time.hours <= 23 &&
    time.minutes >= 0 &&
    time.minutes <= 59 &&
    time.seconds >= 0 &&
    time.seconds <= 59
  );
}

describe('tickCountdown', () => {
  it('decrements the seconds when seconds remain', () => {
    expect(tickCountdown({ days: 2, hours: 3, minutes: 4, seconds: 5 })).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 4,
    });
  });

  it('takes the last second down to zero without borrowing', () => {
    expect(tickCountdown({ days: 0, hours: 0, minutes: 1, seconds: 1 })).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
      seconds: 0,
    });
  });

  it('borrows a minute when the seconds are 0, resetting seconds to 59', () => {
    expect(tickCountdown({ days: 1, hours: 2, minutes: 3, seconds: 0 })).toEqual({
      days: 1,
      hours: 2,
      minutes: 2,
      seconds: 59,
    });
  });

  it('borrows an hour when minutes and seconds are 0, resetting both to 59', () => {
    expect(tickCountdown({ days: 1, hours: 2, minutes: 0, seconds: 0 })).toEqual({
      days: 1,
      hours: 1,
      minutes: 59,
      seconds: 59,
    });
  });

  it('borrows a day when hours, minutes and seconds are 0, setting 23:59:59', () => {
    expect(tickCountdown({ days: 3, hours: 0, minutes: 0, seconds: 0 })).toEqual({
      days: 2,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it('borrows the last day down to 0 days 23:59:59', () => {
    expect(tickCountdown({ days: 1, hours: 0, minutes: 0, seconds: 0 })).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
  });

  it('stays at zero once it reaches zero (the countdown stops)', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(tickCountdown(zero)).toEqual(zero);
    expect(tickCountdown(tickCountdown(zero))).toEqual(zero);
    expect(tickCountdown(COUNTDOWN_ZERO)).toEqual(zero);
  });

  it('returns a fresh object at zero rather than the frozen zero constant', () => {
    const next = tickCountdown(COUNTDOWN_ZERO);
    expect(next).not.toBe(COUNTDOWN_ZERO);
    expect(Object.isFrozen(next)).toBe(false);
  });

  it('runs from the content start to zero in exactly as many ticks as it has seconds, always in range', () => {
    const expectedTicks = totalSeconds(countdownStart);
    let time: CountdownTime = { ...countdownStart };
    let ticks = 0;
    let outOfRange: CountdownTime | null = null;
    let notOneLess: CountdownTime | null = null;
    while (!isCountdownDone(time)) {
      const next = tickCountdown(time);
      if (!outOfRange && !inRange(next)) outOfRange = next;
      if (!notOneLess && totalSeconds(next) !== totalSeconds(time) - 1) notOneLess = time;
      time = next;
      ticks++;
      if (ticks > expectedTicks + 10) break; // guard against a countdown that never finishes
    }
    expect(outOfRange).toBeNull();
    expect(notOneLess).toBeNull();
    expect(ticks).toBe(expectedTicks);
    expect(time).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('does not mutate its input', () => {
    const input = { days: 1, hours: 0, minutes: 0, seconds: 0 };
    const copy = { ...input };
    const next = tickCountdown(input);
    expect(input).toEqual(copy);
    expect(next).not.toBe(input);
  });

  it('works on a frozen input (the content start is readonly)', () => {
    const frozen = Object.freeze({ days: 0, hours: 1, minutes: 0, seconds: 0 });
    expect(tickCountdown(frozen)).toEqual({ days: 0, hours: 0, minutes: 59, seconds: 59 });
  });

  it('decreases the total seconds by exactly one for any valid non-zero time, and keeps zero at zero', () => {
    const validTime = fc.record({
      days: fc.integer({ min: 0, max: 400 }),
      hours: fc.integer({ min: 0, max: 23 }),
      minutes: fc.integer({ min: 0, max: 59 }),
      seconds: fc.integer({ min: 0, max: 59 }),
    });
    fc.assert(
      fc.property(validTime, (time) => {
        const before = { ...time };
        const next = tickCountdown(time);
        expect(time).toEqual(before);
        expect(inRange(next)).toBe(true);
        const expected = totalSeconds(time) === 0 ? 0 : totalSeconds(time) - 1;
        expect(totalSeconds(next)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isCountdownDone', () => {
  it('is true only when every unit is zero', () => {
    expect(isCountdownDone({ days: 0, hours: 0, minutes: 0, seconds: 0 })).toBe(true);
    expect(isCountdownDone({ days: 0, hours: 0, minutes: 0, seconds: 1 })).toBe(false);
    expect(isCountdownDone({ days: 0, hours: 0, minutes: 1, seconds: 0 })).toBe(false);
    expect(isCountdownDone({ days: 0, hours: 1, minutes: 0, seconds: 0 })).toBe(false);
    expect(isCountdownDone({ days: 1, hours: 0, minutes: 0, seconds: 0 })).toBe(false);
  });
});

describe('formatCountdown', () => {
  it('writes plural units joined with commas and "and"', () => {
    expect(formatCountdown({ days: 15, hours: 8, minutes: 32, seconds: 45 })).toBe(
      '15 days, 8 hours, 32 minutes and 45 seconds',
    );
  });

  it('uses the singular for a value of 1', () => {
    expect(formatCountdown({ days: 1, hours: 1, minutes: 1, seconds: 1 })).toBe(
      '1 day, 1 hour, 1 minute and 1 second',
    );
  });

  it('uses the plural for 0 and for values above 1', () => {
    expect(formatCountdown({ days: 0, hours: 0, minutes: 0, seconds: 0 })).toBe(
      '0 days, 0 hours, 0 minutes and 0 seconds',
    );
    expect(formatCountdown({ days: 2, hours: 23, minutes: 59, seconds: 59 })).toBe(
      '2 days, 23 hours, 59 minutes and 59 seconds',
    );
  });

  it('mixes singular and plural per unit', () => {
    expect(formatCountdown({ days: 1, hours: 0, minutes: 2, seconds: 1 })).toBe(
      '1 day, 0 hours, 2 minutes and 1 second',
    );
  });
});
