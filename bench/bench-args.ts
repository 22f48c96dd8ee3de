/** Command-line flags of the benchmark scripts, read with `node:util`'s `parseArgs`. */
import { parseArgs } from 'node:util';

/**
 * The number given as `--<name> <value>` (or `--<name>=<value>`) on the command line.
 *
 * @param flag - the flag with its dashes, e.g. `--seconds`
 * @param fallback - the value when the flag is absent
 * @returns the number; a value that is not a finite number ends the process with one line naming it
 */
export function argValue(flag: string, fallback: number): number {
  const name = flag.replace(/^--/, '');
  const { values } = parseArgs({
    options: { [name]: { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  const given = values[name];
  if (given === undefined) return fallback;
  const value = Number(given);
  if (typeof given !== 'string' || given.trim() === '' || !Number.isFinite(value)) {
    console.error(`Invalid ${flag}=${JSON.stringify(given)}: expected a number`);
    process.exit(1);
  }
  return value;
}
