import type { CountdownTime } from '../content/types';

export type { CountdownTime };
/** The zero time at which the countdown stops. */
export const COUNTDOWN_ZERO: Readonly<CountdownTime> = Object.freeze({
  days: 0,
  hours: 0,
  minutes: 0,
  seconds: 0,
});

/**
 * True when every unit of `time` is zero or below, i.e. the countdown has finished.
 *
 * @param time - the remaining time
 * @returns whether nothing is left to count down
 */
export function isCountdownDone(time: CountdownTime): boolean {
  return time.days <= 0 && time.hours <= 0 && time.minutes <= 0 && time.seconds <= 0;
}

/**
 * Advances the countdown by one second, following the borrow rules of docs/product.md
 * "Seasonal drops": seconds count down to 0; then a borrowed minute resets
 * seconds to 59; a borrowed hour resets minutes and seconds to 59; a borrowed day
 * sets hours to 23 and minutes and seconds to 59. At zero it stays at zero.
 *
 * Pure: returns a new object and never mutates `time`. Negative or fractional
 * input is not expected; a time that is already at or below zero returns {@link COUNTDOWN_ZERO}.
 *
 * @param time - the remaining time before the tick
 * @returns the remaining time one second later
 */
export function tickCountdown(time: CountdownTime): CountdownTime {
  if (isCountdownDone(time)) return { ...COUNTDOWN_ZERO };
  const { days, hours, minutes, seconds } = time;
  if (seconds > 0) return { days, hours, minutes, seconds: seconds - 1 };
  if (minutes > 0) return { days, hours, minutes: minutes - 1, seconds: 59 };
  if (hours > 0) return { days, hours: hours - 1, minutes: 59, seconds: 59 };
  return { days: days - 1, hours: 23, minutes: 59, seconds: 59 };
}

/**
 * Formats the remaining time as readable English, e.g. "15 days, 8 hours, 32 minutes and 45 seconds".
 * Used as the accessible text of the countdown timer (WCAG 1.3.1: the time is readable as text).
 *
 * @param time - the remaining time
 * @returns a sentence fragment with correct singular and plural units
 */
export function formatCountdown(time: CountdownTime): string {
  const parts = [
    [time.days, 'day'],
    [time.hours, 'hour'],
    [time.minutes, 'minute'],
    [time.seconds, 'second'],
  ] as const;
  const words = parts.map(([value, unit]) => `${value} ${unit}${value === 1 ? '' : 's'}`);
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
