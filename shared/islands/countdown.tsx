import { Countdown } from '../components/countdown';
import { countdownStart } from '../content/seasonal';

/** Island: the seasonal order-deadline countdown from its fixed start (spec §4). */
export default function CountdownIsland({ label }: { label: string }) {
  return <Countdown start={countdownStart} label={label} />;
}
