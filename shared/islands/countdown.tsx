import { useEffect, useState } from 'react';
import { defineIsland } from '../components/island';
import { type CountdownTime, formatCountdown, isCountdownDone, tickCountdown } from '../lib/countdown';

const units = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
] as const;

/** Props of the countdown island. */
export interface CountdownProps {
  /** Where the countdown starts. */
  start: CountdownTime;
  /** The timer's accessible name, e.g. "Time left to order". */
  label: string;
}

/**
 * The seasonal order-deadline countdown: starts at `start`, ticks once per second after hydration with
 * the borrow rules of {@link tickCountdown}, and stops at zero. It is a `timer` (implicitly not live,
 * so it does not chatter every second); the remaining time is readable as text, and the digit
 * animation respects reduced motion in CSS.
 */
function Countdown({ start, label }: CountdownProps) {
  const [time, setTime] = useState(start);

  useEffect(() => {
    if (isCountdownDone(time)) return;
    const timer = window.setTimeout(() => setTime(tickCountdown), 1000);
    return () => window.clearTimeout(timer);
  }, [time]);

  return (
    <div className="countdown" role="timer" aria-label={label}>
      <p className="visually-hidden">{formatCountdown(time)} left to order</p>
      <ol className="countdown__units" aria-hidden="true">
        {units.map(([key, unitLabel]) => (
          <li key={key} className="countdown__unit">
            <span className="countdown__value" key={time[key]}>
              {String(time[key]).padStart(2, '0')}
            </span>
            <span className="countdown__label">{unitLabel}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

export default defineIsland('countdown', Countdown, { hydrateOn: 'visible' });
